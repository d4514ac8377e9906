// The variants canvas's control-channel command: `variants on|off|SET|add WxH|zoom N|fit|bars on|off`.

import Cartography
import Foundation
import GtkKit
import PreviewerCore
import ViewRendering

/// `variants …` on the control channel, as tests and QA scripts drive the variants canvas.
enum VariantsCommand: Equatable {
    /// `variants`: reply with the canvas as it is.
    case show
    /// `variants on` / `variants off`: the canvas, or the single preview again.
    case turn(Bool)
    /// `variants SET`: show the set's variants (turning the canvas on).
    case choose(VariantSet)
    /// `variants add WxH`: add a variant of that size.
    case add(String)
    /// `variants zoom PERCENT` (one of `VariantsStyle.zoomLevels`) or `variants zoom fit`.
    case zoom(Int?)
    /// `variants bars on|off`: draw the devices' bars over the tiles, or not.
    case bars(Bool)

    /// The sub-commands, for the usage line.
    static let usage =
        "variants [on|off|\(VariantSet.allCases.map(\.rawValue).joined(separator: "|"))|add WxH|zoom N|fit|bars on|off]"

    /// Parses the words after `variants`.
    static func parse(_ arguments: [String]) -> Result<VariantsCommand, ControlError> {
        switch arguments {
        case []: return .success(.show)
        case ["on"]: return .success(.turn(true))
        case ["off"]: return .success(.turn(false))
        case ["bars", "on"]: return .success(.bars(true))
        case ["bars", "off"]: return .success(.bars(false))
        case ["zoom", "fit"]: return .success(.zoom(nil))
        case let words where words.count == 2 && words[0] == "zoom":
            guard let percent = Int(words[1]), VariantsStyle.zoomLevels.contains(percent) else {
                let levels = VariantsStyle.zoomLevels.map(String.init).joined(separator: ", ")
                return .failure(ControlError("variants zoom expects fit or one of \(levels), not \"\(words[1])\""))
            }
            return .success(.zoom(percent))
        case let words where words.count >= 2 && words[0] == "add":
            let size = words.dropFirst().joined()
            guard TypedVariantSize.variant(from: size) != nil else {
                return .failure(ControlError("variants add expects \(TypedVariantSize.expected), not \"\(size)\""))
            }
            return .success(.add(size))
        case let words where words.count == 1:
            guard let set = VariantSet(rawValue: words[0]) else {
                return .failure(
                    ControlError(
                        "variants expects on, off, add, zoom, bars or a set (\(VariantSet.names)), not \"\(words[0])\"")
                )
            }
            return .success(.choose(set))
        default:
            return .failure(ControlError("wrong arguments for variants; expected \(usage)"))
        }
    }
}

extension VariantsCommand {
    /// Runs the command and replies once the window shows the result: every tile laid out, then drawn.
    @MainActor
    func run(on session: PreviewerSession, reply: @escaping @MainActor (ControlReply) -> Void) {
        let canvas = session.variants
        let answer: @MainActor () -> Void = {
            session.window.afterNextFrame {
                var result = ControlReply.withFrames("variants", session: session)
                result.variants = VariantsReply(canvas, window: session.window)
                reply(result)
            }
        }
        switch self {
        case .show:
            answer()
        case .turn(let isOn):
            guard isOn != canvas.isOn else { return answer() }
            if isOn {
                session.setVariantsShown(true) { canvas.afterNextLayout(answer) }
            } else {
                // The single preview is laid out again at the size it had, under the canvas.
                session.setVariantsShown(false) { session.renderer.afterNextLayout(answer) }
            }
        case .choose(let set):
            canvas.choose(set)
            if canvas.isOn {
                canvas.afterNextLayout(answer)
            } else {
                session.setVariantsShown(true) { canvas.afterNextLayout(answer) }
            }
        case .add(let size):
            if let problem = canvas.add(size: size) { return reply(.failure("variants", problem)) }
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
