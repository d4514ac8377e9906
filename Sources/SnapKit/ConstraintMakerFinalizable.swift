// The end of a line: its label, and its constraint as a handle.

import Cartography

/// A line that is complete: it can be labelled, and its ``Constraint`` kept.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) {
        self.description = description
    }

    /// Names the line's constraints (their `identifier`, shown in layout reports).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The line's constraint, made now: what is set on the line after this is not part of it.
    ///
    /// A line the library found faulty (reported through `LayoutIssues`) gives a constraint with no layout
    /// constraints, so that code holding it runs on.
    public var constraint: Constraint {
        description.constraint ?? Constraint(empty: description)
    }
}
