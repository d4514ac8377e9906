// The session's window as one `WindowState`: read for the next run and a restart, restored from either.

import GtkKit
import PreviewerCore

extension PreviewerSession {
    /// What the window shows now, as a restart and the next run restore it.
    var windowState: WindowState {
        var state = WindowState()
        state.previewName = document.preview.name
        let size = window.contentSize
        state.contentSize = SizeInPixels(width: size.width, height: size.height)
        state.isMaximized = window.isMaximized
        state.zoomPercent = stage.canvas.percent
        for toggle in PreviewToggles.all where toggle.fileKey != nil {
            state.toggles[toggle.name.rawValue] = actions[toggle.name].isOn
        }
        state.variants = variants.isOn ? variants.variantSet.rawValue : nil
        state.scrollOffset = window.scrollOffset
        state.position = window.knownPosition
        return state
    }

    /// `state` read from outside with what this window cannot have dropped, and each drop named.
    func validated(_ state: WindowState) -> (state: WindowState, problems: [String]) {
        state.validated(
            previews: catalog.previews.map(\.name), zoomLevels: ZoomLevel.percentages,
            toggleNames: PreviewToggles.names, variantSets: VariantSet.allCases.map(\.rawValue),
            problemResizing: { window.problemResizingContent(to: PixelSize($0)) })
    }

    /// Restores the toggles, the variants and the zoom of a validated `state`, with the toggles `forcedOn` (by
    /// the command line) on whatever it says; the app restores the preview, the size, the report pane and the
    /// rest once the window is shown.
    ///
    /// The report pane waits for the window's size: opening it grows the window by the pane's width around the
    /// content area's size, which before the first allocation is nothing (the content area then shrank to its
    /// minimum, 1×216, and that size was remembered again).
    func restore(_ state: WindowState, forcedOn: Set<ToggleName>) {
        for toggle in PreviewToggles.all where toggle.fileKey != nil && toggle.name != .report {
            actions[toggle.name].isOn =
                forcedOn.contains(toggle.name) || state.isOn(toggle.name.rawValue, default: toggle.defaultValue)
        }
        if let set = state.variants.flatMap(VariantSet.init(rawValue:)) {
            variants.choose(set)
            actions[.variants].isOn = true
        }
        // The remembered content area was the zoomed root: the canvas takes the zoom before the window is sized.
        stage.canvas.percent = state.zoomPercent
    }
}
