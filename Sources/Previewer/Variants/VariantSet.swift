// Which variants the variants canvas shows: the preview's own, the device presets, both directions, text
// scales, light and dark, plus any sizes typed in.

import Cartography
import Foundation
import PreviewerCore

/// A family of variants of one preview, as Xcode's variants mode offers them (colour scheme, orientation,
/// dynamic type) and Compose's multipreview annotations group them (devices, font scales, night mode).
enum VariantSet: String, CaseIterable, Sendable {
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
    static let textScales = [0.85, 1, 1.3, 1.6, 2]

    /// The button's label.
    var title: String {
        switch self {
        case .declared: "Declared"
        case .devices: "Devices"
        case .directions: "LTR/RTL"
        case .text: "Text size"
        case .appearance: "Light/Dark"
        }
    }

    /// The variants of `preview` in this set; all but `declared` and `devices` vary the preview's first variant.
    func variants(of preview: Preview) -> [PreviewVariant] {
        let base = preview.variants.first ?? .iPhone8
        switch self {
        case .declared: return preview.variants
        case .devices: return PreviewVariant.devices
        case .directions: return [base, base.rightToLeft]
        case .text: return Self.textScales.map { $0 == 1 ? base : base.textScale($0) }
        case .appearance: return [base, base.dark]
        }
    }

    /// The names a control command accepts, for its error message.
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

extension VariantSet {
    /// The set a `--variants` family names.
    init(_ family: VariantChoice.Family) {
        switch family {
        case .declared: self = .declared
        case .devices: self = .devices
        case .dark: self = .appearance
        case .text: self = .text
        case .rtl: self = .directions
        }
    }
}

extension VariantChoice {
    /// The variants of `preview` this choice names, in its order, each name once (the first kept: a golden
    /// snapshot is filed under its variant's name).
    func variants(of preview: Preview) -> [PreviewVariant] {
        let all = items.flatMap { item -> [PreviewVariant] in
            switch item {
            case .family(let family): VariantSet(family).variants(of: preview)
            case .size(let size): [TypedVariantSize.variant(size)]
            }
        }
        var seen: Set<String> = []
        return all.filter { seen.insert($0.name).inserted }
    }
}

/// A size typed into the canvas's field (or `variants add WxH`): a variant of that size without bars, left to
/// right, light, text at 100 %.
enum TypedVariantSize {
    /// The variant for text such as `390x844` or `390×844`; nil for anything else (see `SizeInPixels`).
    static func variant(from text: String) -> PreviewVariant? {
        guard let size = try? SizeInPixels(parsing: text) else { return nil }
        return variant(size)
    }

    /// The variant of `size`.
    static func variant(_ size: SizeInPixels) -> PreviewVariant {
        PreviewVariant("\(size.width)×\(size.height)", size: CGSize(width: size.width, height: size.height))
    }

    /// What a size must look like, for error messages.
    static let expected = SizeInPixels.expected
}
