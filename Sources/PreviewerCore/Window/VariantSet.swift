// The families of variants the variants canvas offers, by name: what the window state and the control
// channel name; which variants each holds is the app's (`VariantSet+Preview.swift`).

/// A family of variants of one preview, as Xcode's variants mode offers them (colour scheme, orientation,
/// dynamic type) and Compose's multipreview annotations group them (devices, font scales, night mode).
public enum VariantSet: String, CaseIterable, Sendable {
    /// What the preview declares (`Preview(…, variants:)`), else its size in both directions.
    case declared
    /// Every device preset, from the 320×568 iPhone SE to a 1280×800 laptop, with its bars.
    case devices
    /// Left to right and right to left.
    case directions
    /// Text drawn at 85 % to 200 %.
    case text
    /// The light and the dark appearance.
    case appearance

    /// The text scales `text` shows: Dynamic Type's smallest to its accessibility sizes, as Android's font
    /// scales 0.85 to 2.0.
    public static let textScales = [0.85, 1, 1.3, 1.6, 2]

    /// The button's label.
    public var title: String {
        switch self {
        case .declared: "Declared"
        case .devices: "Devices"
        case .directions: "LTR/RTL"
        case .text: "Text size"
        case .appearance: "Light/Dark"
        }
    }

    /// The names a control command accepts, for its error message.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension VariantSet {
    /// The set a `--variants` family names.
    public init(_ family: VariantChoice.Family) {
        switch family {
        case .declared: self = .declared
        case .devices: self = .devices
        case .dark: self = .appearance
        case .text: self = .text
        case .rtl: self = .directions
        }
    }
}
