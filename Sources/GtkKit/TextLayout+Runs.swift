// Ranges of a text layout set in their own font or colour, as Pango attributes.

import CGtk
import Foundation

extension TextLayout {
    /// A range of the text (UTF-8 bytes) with its own family, size, weight, slant or colour; nil keeps
    /// the layout's.
    public struct Run: Sendable, Hashable {
        public var byteRange: Range<Int>
        public var family: String?
        public var pixelSize: Double?
        /// A CSS weight.
        public var weight: Int?
        public var isItalic: Bool?
        public var color: RGBA?

        public init(
            byteRange: Range<Int>, family: String? = nil, pixelSize: Double? = nil, weight: Int? = nil,
            isItalic: Bool? = nil, color: RGBA? = nil
        ) {
            self.byteRange = byteRange
            self.family = family
            self.pixelSize = pixelSize
            self.weight = weight
            self.isItalic = isItalic
            self.color = color
        }
    }

    /// Gives `layout` the runs as an attribute list (nothing without runs).
    func applyRuns(to layout: OpaquePointer) {
        guard !runs.isEmpty, let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        for run in runs where run.byteRange.lowerBound >= 0 {
            var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
            if let family = run.family { attributes.append(pango_attr_family_new(family)) }
            if let size = run.pixelSize, size.isFinite, size > 0 {
                attributes.append(pango_attr_size_new_absolute(Int32(clamping: Int(size * Double(PANGO_SCALE)))))
            }
            if let weight = run.weight {
                attributes.append(pango_attr_weight_new(PangoWeight(rawValue: UInt32(clamping: max(100, weight)))))
            }
            if let italic = run.isItalic {
                attributes.append(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL))
            }
            if let color = run.color {
                func channel(_ value: Double) -> UInt16 {
                    UInt16(clamping: Int((min(max(value, 0), 1) * 65535).rounded()))
                }
                attributes.append(
                    pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                attributes.append(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
            for case let attribute? in attributes {
                attribute.pointee.start_index = UInt32(clamping: run.byteRange.lowerBound)
                attribute.pointee.end_index = UInt32(clamping: run.byteRange.upperBound)
                pango_attr_list_insert(list, attribute)
            }
        }
        pango_layout_set_attributes(layout, list)
    }
}
