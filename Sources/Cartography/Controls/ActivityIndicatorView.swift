// A spinner of UIKit's sizes, 20 or 37 points, as UIActivityIndicatorView.

import Foundation

/// A spinner, as UIActivityIndicatorView: 20 × 20 points (`.medium`) or 37 × 37 (`.large`). It is hidden
/// while stopped unless ``hidesWhenStopped`` is false, as UIKit's: a new one shows nothing until
/// ``startAnimating()``. Drawn as eight spokes fading round the circle.
open class ActivityIndicatorView: View {
    /// The spinner's size, as `UIActivityIndicatorView.Style` (with the pre-iOS-13 names).
    public enum Style: Int, Sendable {
        /// 20 points (iOS 13's name).
        case medium = 100
        /// 37 points (iOS 13's name).
        case large = 101
        /// 37 points, white (before iOS 13).
        case whiteLarge = 0
        /// 20 points, white (before iOS 13).
        case white = 1
        /// 20 points, grey (before iOS 13).
        case gray = 2

        /// The side of the square the spinner takes.
        public var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The spinner's size; 20 points or 37.
    public var style: Style {
        didSet {
            if style != oldValue {
                invalidateIntrinsicContentSize()
                setNeedsDisplay()
            }
        }
    }
    /// The spokes' colour; grey by default, white for the old white styles.
    public var color: Color! {
        didSet { setNeedsDisplay() }
    }
    /// Whether the spinner hides itself when stopped (true by default, as UIKit's).
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it spins.
    public private(set) var isAnimating = false

    /// A spinner of a style (`.medium` by default); hidden until it starts.
    public init(style: Style = .medium) {
        self.style = style
        color = style == .white || style == .whiteLarge ? .white : .gray
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = true
        for axis in LayoutConstraint.Axis.allCases { setContentHuggingPriority(.defaultHigh, for: axis) }
    }

    /// A medium spinner placed at the frame's origin (its size is the style's).
    public convenience override init(frame: CGRect) {
        self.init(style: .medium)
        self.frame.origin = frame.origin
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning, and shows the spinner.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning, and hides the spinner if ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's square.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Eight spokes round the centre, the first darkest.
    open override func draw(in canvas: any DrawingCanvas) {
        let side = style.side
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let (inner, outer) = (side * 0.25, side * 0.48)
        let base = color ?? .gray
        for index in 0..<8 {
            let angle = Double(index) * .pi / 4 - .pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            canvas.strokeLine(
                from: CGPoint(x: center.x + inner * dx, y: center.y + inner * dy),
                to: CGPoint(x: center.x + outer * dx, y: center.y + outer * dy), lineWidth: side / 10,
                color: base.withAlphaComponent(1 - Double(index) * 0.1))
        }
    }
}
