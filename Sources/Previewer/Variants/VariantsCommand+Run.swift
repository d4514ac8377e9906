// The variants canvas's control-channel command run on a session, and its reply.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

extension VariantsCommand {
    /// Runs the command and replies once the window shows the result: every tile laid out, then drawn.
    @MainActor
    func run(on session: PreviewerSession, reply: @escaping @MainActor (ControlReply) -> Void) {
        let canvas = session.variants
        let answer: @MainActor () -> Void = {
            session.window.afterNextFrame {
                let result = ControlReply.withFrames("variants", session: session, withVariants: true)
                reply(result)
            }
        }
        switch self {
        case .show:
            answer()
        case .turn(let isOn):
            guard isOn != canvas.isOn else { return answer() }
            if isOn {
                SessionControl(session: session).setVariantsShown(true) { canvas.afterNextLayout(answer) }
            } else {
                // The single preview is laid out again at the size it had, under the canvas.
                SessionControl(session: session).setVariantsShown(false) { session.renderer.afterNextLayout(answer) }
            }
        case .choose(let set):
            canvas.choose(set)
            if canvas.isOn {
                canvas.afterNextLayout(answer)
            } else {
                SessionControl(session: session).setVariantsShown(true) { canvas.afterNextLayout(answer) }
            }
        case .add(let size):
            canvas.add(size)
            if canvas.isOn { canvas.afterNextLayout(answer) } else { answer() }
        case .zoom(let percent):
            canvas.setZoom(percent)
            answer()
        case .bars(let shows):
            canvas.setShowsChrome(shows)
            answer()
        }
    }
}

extension VariantsReply {
    /// What `canvas` shows now, its tiles' screens in `window`'s coordinates.
    @MainActor
    init(_ canvas: VariantsCanvas, window: PreviewerWindow) {
        let tiles = canvas.tiles.map { tile in
            let root = tile.document.root
            let insets = root.safeAreaInsets
            let variant = tile.variant
            return Tile(
                name: variant.name, caption: tile.caption, size: FrameReport.Size(tile.pixelSize),
                frame: FrameReport.Rect(tile.screenFrame(in: window.dialogParent)), scale: tile.scale,
                layoutDirection: variant.layoutDirection == .rightToLeft ? "rtl" : "ltr",
                style: variant.userInterfaceStyle == .dark ? "dark" : "light", textScale: variant.textScale ?? 1,
                safeArea: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) },
                chrome: canvas.showsChrome && variant.chrome != nil, layoutPasses: tile.renderer.layoutPasses,
                views: FrameReport.node(for: root, renderer: tile.renderer))
        }
        self.init(
            on: canvas.isOn, set: canvas.variantSet.rawValue, zoom: canvas.zoomPercent, bars: canvas.showsChrome,
            problem: canvas.problem, tiles: tiles)
    }
}
