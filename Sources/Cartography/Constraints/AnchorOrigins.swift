// The anchors a constraint's sides are measured from, when a side is a distance between two anchors.

import Foundation

/// What `anchorWithOffset(to:)` adds to a constraint: a side that is not an item's attribute but the
/// distance to it from another anchor on the same axis, `(item.attribute - origin.attribute)`.
final class AnchorOrigins {
    /// An anchor a distance is measured from.
    struct End {
        let handle: ItemHandle
        let attribute: LayoutAttribute
    }

    /// The origin of the first side's distance, nil if the first side is an attribute.
    let first: End?
    /// The origin of the second side's distance, nil if the second side is an attribute (or a constant).
    let second: End?

    init?(first: End?, second: End?) {
        guard first != nil || second != nil else { return nil }
        self.first = first
        self.second = second
    }

    var handles: [ItemHandle] { [first?.handle, second?.handle].compactMap { $0 } }

    /// The origins' items that are still alive.
    var items: [any ConstraintItem] { handles.compactMap(\.constraintItem) }

    /// Whether an origin is a leading or trailing anchor (which mirror in right-to-left layouts).
    var hasDirectionalAttribute: Bool {
        first?.attribute.isDirectional == true || second?.attribute.isDirectional == true
    }
}

extension LayoutAttribute {
    /// The size along this attribute's axis: what a distance between two anchors on it is.
    var distanceAttribute: LayoutAttribute { axis == .vertical ? .height : .width }
}
