// The one setting of SnapKit: which way insets' left and right meet leading and trailing.

import Cartography
import Synchronization

/// SnapKit's settings.
public struct ConstraintConfig {
    private static let direction = Mutex(ConstraintInterfaceLayoutDirection.leftToRight)

    /// The direction in which a ``ConstraintInsets`` value's `left` is leading (and a
    /// ``ConstraintDirectionalInsets`` value's `leading` is left), for constraints made after it is set:
    /// `.leftToRight` by default, as in SnapKit. Constraints follow their views' own direction at layout;
    /// only the side an inset's number goes to is decided here, when the constant is computed.
    public static var interfaceLayoutDirection: ConstraintInterfaceLayoutDirection {
        get { direction.withLock { $0 } }
        set { direction.withLock { $0 = newValue } }
    }
}
