// The device's screen and the running app, as UIKit's UIScreen.main and UIApplication.shared.

import Foundation
import Synchronization

/// The screen a preview is shown on, as UIKit's `UIScreen.main`: a view controller's root view starts at
/// its ``bounds`` (so a screen's `viewDidLoad` sees the screen's size, as on iOS), and its shape gives the
/// interface orientation. The previewer sets the bounds to the preview's size before making the screen;
/// they are zero until a host sets them.
public final class Screen: Sendable {
    /// The screen previews are shown on.
    public static let main = Screen()

    private let storedBounds = Mutex(CGRect.zero)

    private init() {}

    /// The screen's rectangle in points.
    public var bounds: CGRect {
        get { storedBounds.withLock { $0 } }
        set { storedBounds.withLock { $0 = newValue } }
    }
    /// Pixels per point: 2, as most iPhones.
    public var scale: CGFloat { 2 }
}

/// The running app, as UIKit's `UIApplication.shared`.
public final class RunningApplication: Sendable {
    /// The app.
    public static let shared = RunningApplication()

    private init() {}

    /// The interface's orientation, as UIKit's (deprecated) `statusBarOrientation`: that of the
    /// ``Screen/main`` screen's shape.
    public var statusBarOrientation: InterfaceOrientation { Self.orientation(of: Screen.main.bounds.size) }

    /// Landscape when wider than tall, portrait otherwise (a square or empty screen too).
    static func orientation(of size: CGSize) -> InterfaceOrientation {
        size.width > size.height ? .landscapeLeft : .portrait
    }
}
