// The orientations a screen supports and the status bar's style, as UIKit names them.

/// Orientations, as UIKit's UIInterfaceOrientationMask.
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upright.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Home button (or bottom edge) on the right.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Home button (or bottom edge) on the left.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down (UIKit's default on iPhone).
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}

/// Which way up the interface is, as UIKit's UIInterfaceOrientation (raw values as UIKit's).
public enum InterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Home button (or bottom edge) on the right.
    case landscapeLeft = 4
    /// Home button (or bottom edge) on the left.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The status bar's style, as UIKit's UIStatusBarStyle.
public enum StatusBarStyle: Int, Sendable {
    /// Dark content in a light appearance, light in a dark one.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
