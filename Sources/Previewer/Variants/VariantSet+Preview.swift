// Which variants each family holds for a preview: the preview's own, the device presets, both directions,
// text scales, light and dark, plus any sizes typed in.

import Cartography
import Foundation
import PreviewerCore

extension VariantSet {
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
