// What a device's system bars take from a view controller's view: status bar, navigation bar, home indicator.

import Foundation

/// The bars a device draws over a full-screen view controller's view, and so the layout guides and safe
/// area it gives that controller: a status bar at the top, a navigation bar under it when the controller
/// is in a navigation controller, and the home indicator's band at the bottom on phones without a home button.
///
/// The view still fills the screen (the bars are translucent, as UIKit's are by default); what the bars
/// cover is ``ViewController/topLayoutGuideLength``, ``ViewController/bottomLayoutGuideLength`` and the
/// root's ``View/safeAreaInsets``: 64 points at the top under a navigation bar on a 375×667 iPhone 8, 59 at
/// the top and 34 at the bottom of a 393×852 iPhone 15.
public struct DeviceChrome: Equatable, Sendable {
    /// Where the status bar shows the time, as each generation of phone does.
    public enum ClockPosition: Equatable, Sendable {
        /// In the middle of the bar (phones with a home button, tablets).
        case centre
        /// Left of the camera's island (phones with a home indicator).
        case leading
    }

    /// The height of the status bar, or of the top safe area without a navigation bar.
    public var statusBarHeight: CGFloat
    /// The height of a navigation bar under the status bar.
    public var navigationBarHeight: CGFloat
    /// The height of the band at the bottom kept free for the home indicator (0 with a home button).
    public var homeIndicatorHeight: CGFloat
    /// Where the clock sits in the status bar.
    public var clockPosition: ClockPosition

    /// Bars of these heights.
    public init(
        statusBarHeight: CGFloat, navigationBarHeight: CGFloat, homeIndicatorHeight: CGFloat,
        clockPosition: ClockPosition = .centre
    ) {
        self.statusBarHeight = statusBarHeight
        self.navigationBarHeight = navigationBarHeight
        self.homeIndicatorHeight = homeIndicatorHeight
        self.clockPosition = clockPosition
    }

    /// A phone with a home button (iPhone SE, iPhone 8): a 20-point status bar, a 44-point navigation bar.
    public static let homeButtonPhone = DeviceChrome(
        statusBarHeight: 20, navigationBarHeight: 44, homeIndicatorHeight: 0)
    /// A phone with a Dynamic Island and a home indicator (iPhone 15): 59 points at the top, 34 at the bottom.
    public static let homeIndicatorPhone = DeviceChrome(
        statusBarHeight: 59, navigationBarHeight: 44, homeIndicatorHeight: 34, clockPosition: .leading)
    /// An iPad with a home button: a 20-point status bar and iPadOS's 50-point navigation bar.
    public static let tablet = DeviceChrome(statusBarHeight: 20, navigationBarHeight: 50, homeIndicatorHeight: 0)

    /// The top and bottom insets the bars give a view, with or without a navigation bar.
    public func safeAreaInsets(withNavigationBar: Bool) -> EdgeInsets {
        EdgeInsets(
            top: statusBarHeight + (withNavigationBar ? navigationBarHeight : 0), left: 0,
            bottom: homeIndicatorHeight, right: 0)
    }
}

extension PreviewContent {
    /// Whether a device would show a navigation bar over this content: it is a view controller with a
    /// title or a bar button (the previews' way of saying it sits in a navigation controller). A bare view
    /// has none.
    public var showsNavigationBar: Bool {
        guard let controller = viewController else { return false }
        let item = controller.navigationItem
        return controller.title != nil || item.title != nil || item.leftBarButtonItem != nil
            || item.rightBarButtonItem != nil
    }

    /// Gives the content what `chrome` covers (nothing for nil, as in the previewer's own window, whose
    /// header bar is not over the root): the root's safe area insets and the controller's top and bottom
    /// layout guide lengths.
    @MainActor
    public func applyChrome(_ chrome: DeviceChrome?) {
        // Loaded first: the title and bar buttons that decide on a navigation bar are set in `viewDidLoad`.
        let root = rootView
        let insets = chrome?.safeAreaInsets(withNavigationBar: showsNavigationBar) ?? .zero
        root.safeAreaInsets = insets
        if let controller = viewController {
            controller.topLayoutGuideLength = insets.top
            controller.bottomLayoutGuideLength = insets.bottom
        }
    }
}
