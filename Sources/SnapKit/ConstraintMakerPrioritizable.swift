// A line's priority: `.priority(.high)`, `.priority(999)`.

import Cartography

/// A line whose priority can be set.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority to a named level: `.required`, `.high`, `.medium`, `.low`.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    /// Sets the priority to a number or a UIKit priority: `.priority(999)`, `.priority(.defaultHigh)`.
    @discardableResult
    public func priority(_ amount: any ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount.constraintPriorityTargetValue
        return self
    }
}
