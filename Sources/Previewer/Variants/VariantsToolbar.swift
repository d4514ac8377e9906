// The variants canvas's toolbar: the sets, a size to add, the devices' bars and the zoom.

import GtkKit
import PreviewerCore

/// The controls over the tiles, made and laid out here; the canvas connects them to what they do.
@MainActor
struct VariantsToolbar {
    let toolbar = WrappingToolbar()
    /// One button a set; they act as radio buttons.
    let setButtons: [(set: VariantSet, button: ToggleButton)]
    let sizeEntry = SearchEntry(placeholder: "W×H")
    let barsButton = ToggleButton(label: "Bars")
    let zoomOut = Button(label: "−")
    let zoomIn = Button(label: "+")
    let fit = Button(label: "Fit")
    let zoomLabel = Label("100 %")

    init() {
        setButtons = VariantSet.allCases.map { ($0, ToggleButton(label: $0.title)) }
        for (set, button) in setButtons {
            button.setTooltip(Self.tooltip(for: set))
            // One item each, so a narrow canvas wraps them rather than asks for the whole row's width.
            toolbar.append(button)
        }
        sizeEntry.setTooltip("Add a variant of this size: type W×H (such as 390x844) and press Enter")
        toolbar.append(sizeEntry, maximumWidth: 120)
        barsButton.isActive = true
        barsButton.setTooltip("Draw the devices' status bar, navigation bar and home indicator over their tiles")
        toolbar.append(barsButton)
        zoomOut.setTooltip("Smaller tiles (Ctrl+minus)")
        zoomIn.setTooltip("Larger tiles (Ctrl+plus)")
        fit.setTooltip("Fit the tallest tile to the canvas (Ctrl+0)")
        let zoom = Box(vertical: false)
        zoom.addCSSClass("linked")
        zoom.append(zoomOut)
        zoom.append(zoomLabel)
        zoom.append(zoomIn)
        zoom.append(fit)
        toolbar.append(zoom)
    }

    /// Presses the button of `chosen` and lets go of the others.
    func showChosen(_ chosen: VariantSet) {
        for (set, button) in setButtons where button.isActive != (set == chosen) {
            button.isActive = set == chosen
        }
    }

    private static func tooltip(for set: VariantSet) -> String {
        switch set {
        case .declared: "The variants the preview declares (Preview(…, variants:)), else its size in both directions"
        case .devices: "Every device preset: 320×568, 375×667, 393×852, 768×1024, 1280×800"
        case .directions: "Left to right and right to left"
        case .text: "Text at 85 %, 100 %, 130 %, 160 % and 200 %"
        case .appearance: "Light and dark"
        }
    }
}
