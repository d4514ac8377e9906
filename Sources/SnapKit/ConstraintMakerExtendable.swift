// A line whose attributes are being named: `make.top.left…`.

import Cartography

/// A line after its first attribute: more names add attributes (`make.width.height.equalTo(50)`).
public final class ConstraintMakerExtendable: ConstraintMakerRelatable, ConstraintAttributesNaming {
    /// The same line, with `attributes` added.
    public func named(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes = description.attributes.union(attributes)
        return self
    }
}
