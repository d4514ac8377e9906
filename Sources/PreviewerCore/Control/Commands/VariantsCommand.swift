// The variants canvas's control-channel command: `variants on|off|SET|add WxH|zoom N|fit|bars on|off`.

import Foundation

/// `variants …` on the control channel, as tests and QA scripts drive the variants canvas.
public enum VariantsCommand: Equatable, Sendable {
    /// `variants`: reply with the canvas as it is.
    case show
    /// `variants on` / `variants off`: the canvas, or the single preview again.
    case turn(Bool)
    /// `variants SET`: show the set's variants (turning the canvas on).
    case choose(VariantSet)
    /// `variants add WxH`: add a variant of that size.
    case add(SizeInPixels)
    /// `variants zoom PERCENT` (one of `ZoomLevel.tilePercentages`) or `variants zoom fit`.
    case zoom(Int?)
    /// `variants bars on|off`: draw the devices' bars over the tiles, or not.
    case bars(Bool)

    /// The sub-commands, for the usage line.
    public static let usage =
        "variants [on|off|\(VariantSet.allCases.map(\.rawValue).joined(separator: "|"))|add WxH|zoom N|fit|bars on|off]"

    /// Parses the words after `variants`.
    public static func parse(_ arguments: [String]) -> Result<VariantsCommand, ControlError> {
        switch arguments {
        case []: return .success(.show)
        case ["on"]: return .success(.turn(true))
        case ["off"]: return .success(.turn(false))
        case ["bars", "on"]: return .success(.bars(true))
        case ["bars", "off"]: return .success(.bars(false))
        case ["zoom", "fit"]: return .success(.zoom(nil))
        case let words where words.count == 2 && words[0] == "zoom":
            guard let percent = Int(words[1]), ZoomLevel.tilePercentages.contains(percent) else {
                let levels = ZoomLevel.tilePercentages.map(String.init).joined(separator: ", ")
                return .failure(ControlError("variants zoom expects fit or one of \(levels), not \"\(words[1])\""))
            }
            return .success(.zoom(percent))
        case let words where words.count >= 2 && words[0] == "add":
            let size = words.dropFirst().joined()
            guard let parsed = try? SizeInPixels(parsing: size) else {
                return .failure(ControlError("variants add expects \(SizeInPixels.expected), not \"\(size)\""))
            }
            return .success(.add(parsed))
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
