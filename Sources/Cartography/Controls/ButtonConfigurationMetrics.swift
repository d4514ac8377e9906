// The sizes and corner styles of iOS 15's button configurations: fonts, insets and radii.

import Foundation

extension Button.Configuration {
    /// How large a configured button is, as `UIButton.Configuration.Size` (raw values as UIKit's).
    public enum Size: Int, Sendable {
        /// The default: a 17-point title in 7 points above and below, 12 at the sides (34 points high).
        case medium = 0
        /// A 15-point title in 5 points above and below, 10 at the sides (28 points high).
        case small = 1
        /// A 12-point title in 3 points above and below, 8 at the sides.
        case mini = 2
        /// A 17-point title in 14 points above and below, 20 at the sides (50 points high).
        case large = 3

        /// The insets a configuration of this size has until its `contentInsets` are set.
        public var contentInsets: DirectionalEdgeInsets {
            switch self {
            case .mini: DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's font: body (17 points) for medium and large, subheadline (15) for small, caption 1
        /// (12) for mini.
        var titleFont: Font {
            switch self {
            case .mini: Font.preferredFont(forTextStyle: .caption1)
            case .small: Font.preferredFont(forTextStyle: .subheadline)
            case .medium, .large: Font.preferredFont(forTextStyle: .body)
            }
        }
    }

    /// How the background's corners are rounded, as `UIButton.Configuration.CornerStyle` (raw values as
    /// UIKit's). UIKit does not document its radii: small, medium and large are 4, 8 and 12 points here, and
    /// fixed and dynamic the 6 points of the styles' background.
    public enum CornerStyle: Int, Sendable {
        /// The background's own radius, unchanged.
        case fixed = -1
        /// The background's radius, following the text size.
        case dynamic = 0
        /// A small system radius.
        case small = 1
        /// A medium system radius.
        case medium = 2
        /// A large system radius.
        case large = 3
        /// Half the height: round ends.
        case capsule = 4

        /// The corner radius of a background `height` points high.
        func radius(height: CGFloat) -> CGFloat {
            switch self {
            case .fixed, .dynamic: Button.Configuration.cornerRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: max(0, height / 2)
            }
        }
    }
}
