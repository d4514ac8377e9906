// A minus and plus pair 94 × 32 points, as UIStepper.

import Foundation

/// A control that steps a value up and down, as UIStepper: 94 × 32 points whatever its content (its
/// intrinsic size), drawn as a grey rounded pill with − and + halves. ``increment()`` and
/// ``decrement()`` step as a tap on a half does and send `.valueChanged`.
open class Stepper: Control {
    /// UIKit's size of a stepper.
    public static let size = CGSize(width: 94, height: 32)

    /// The value, within ``minimumValue`` and ``maximumValue``; 0 by default.
    public var value: Double = 0 {
        didSet {
            value = min(max(value.isNaN ? minimumValue : value, minimumValue), maximumValue)
            if value != oldValue { setNeedsDisplay() }
        }
    }
    /// The smallest value; 0 by default.
    public var minimumValue: Double = 0 {
        didSet { value = max(value, minimumValue) }
    }
    /// The largest value; 100 by default, as UIKit's.
    public var maximumValue: Double = 100 {
        didSet { value = min(value, maximumValue) }
    }
    /// How much a step changes the value; 1 by default.
    public var stepValue: Double = 1
    /// Whether stepping past one end goes round to the other; false by default.
    public var wraps = false

    /// A stepper with a frame; UIKit's size whatever is asked.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
        for axis in LayoutConstraint.Axis.allCases { setContentHuggingPriority(.defaultHigh, for: axis) }
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Steps up, as a tap on +, and sends `.valueChanged`.
    public func increment() { step(by: stepValue) }

    /// Steps down, as a tap on −, and sends `.valueChanged`.
    public func decrement() { step(by: -stepValue) }

    private func step(by amount: Double) {
        guard isEnabled else { return }
        var next = value + amount
        if wraps && next > maximumValue { next = minimumValue }
        if wraps && next < minimumValue { next = maximumValue }
        value = next
        sendActions(for: .valueChanged)
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// A touch on the − half steps down and on the + half up, as it goes down, as UIStepper's; an end that
    /// cannot step further (without ``wraps``) does nothing.
    open override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        if touch.location(in: self).x >= bounds.width / 2 {
            if value < maximumValue || wraps { increment() }
        } else if value > minimumValue || wraps {
            decrement()
        }
        return false
    }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { Stepper.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.size }

    /// The pill, a divider, and the − and + signs (grey at an end they cannot pass).
    open override func draw(in canvas: any DrawingCanvas) {
        let pill = CGRect(origin: .zero, size: Stepper.size)
        canvas.fill(pill, cornerRadius: 8, color: SegmentedControl.trackColor)
        let half = pill.width / 2
        canvas.strokeLine(
            from: CGPoint(x: half, y: 8), to: CGPoint(x: half, y: pill.height - 8), lineWidth: 1,
            color: Color(white: 0, alpha: 0.15))
        let minusColor = value > minimumValue || wraps ? Color.black : Color(white: 0, alpha: 0.25)
        let plusColor = value < maximumValue || wraps ? Color.black : Color(white: 0, alpha: 0.25)
        let midY = pill.height / 2
        canvas.strokeLine(
            from: CGPoint(x: half / 2 - 7, y: midY), to: CGPoint(x: half / 2 + 7, y: midY), lineWidth: 2,
            color: minusColor)
        canvas.strokeLine(
            from: CGPoint(x: half * 1.5 - 7, y: midY), to: CGPoint(x: half * 1.5 + 7, y: midY), lineWidth: 2,
            color: plusColor)
        canvas.strokeLine(
            from: CGPoint(x: half * 1.5, y: midY - 7), to: CGPoint(x: half * 1.5, y: midY + 7), lineWidth: 2,
            color: plusColor)
    }
}
