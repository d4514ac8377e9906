// A related line's numbers: `offset`, `inset`, `multipliedBy`, `dividedBy`.

import Cartography
import Foundation

/// A line with its relation: its constant and multiplier can be set.
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Multiplies the target attribute: `make.width.equalTo(other).multipliedBy(0.5)`.
    @discardableResult
    public func multipliedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierTargetValue
        return self
    }

    /// Divides the target attribute: `dividedBy(2)` is `multipliedBy(0.5)`.
    @discardableResult
    public func dividedBy(_ amount: any ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        multipliedBy(1 / amount.constraintMultiplierTargetValue)
    }

    /// Sets the constant of every constraint of the line (replacing a constant target's).
    @discardableResult
    public func offset(_ amount: any ConstraintOffsetTarget) -> ConstraintMakerEditable {
        setting(amount.constraintOffsetTargetValue)
    }

    /// Insets every constraint of the line: +top, +left, −bottom, −right, a size by both sides; a number
    /// insets every side by it.
    @discardableResult
    public func inset(_ amount: any ConstraintInsetTarget) -> ConstraintMakerEditable {
        setting(amount.constraintInsetTargetValue)
    }

    /// Insets every constraint of the line by directional insets: +top, +leading, −bottom, −trailing.
    @discardableResult
    public func inset(_ amount: any ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
        setting(amount.constraintDirectionalInsetTargetValue)
    }

    private func setting(_ constant: any ConstraintConstantTarget) -> ConstraintMakerEditable {
        description.constant = constant
        return self
    }
}
