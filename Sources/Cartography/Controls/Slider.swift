// A slider 31 points high, as UISlider.

import Foundation

/// A control that picks a value between a minimum and a maximum, as UISlider: 31 points high (its
/// intrinsic height, the thumb's 28 and its shadow), as wide as its constraints make it. Drawn as a
/// 4-point track, filled in the tint up to the thumb, and a white round thumb.
open class Slider: Control {
    /// UIKit's height of a slider.
    public static let height: CGFloat = 31
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
    public var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The smallest value; 0 by default.
    public var minimumValue: Float = 0 {
        didSet { setValue(storedValue, animated: false) }
    }
    /// The largest value; 1 by default.
    public var maximumValue: Float = 1 {
        didSet { setValue(storedValue, animated: false) }
    }
    /// The track's colour below the value; the tint colour when nil.
    public var minimumTrackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }
    /// The track's colour above the value; UIKit's grey when nil.
    public var maximumTrackTintColor: Color? {
        didSet { setNeedsDisplay() }
    }
    /// The thumb's colour; white when nil.
    public var thumbTintColor: Color? {
        didSet { setNeedsDisplay() }
    }
    /// Whether dragging sends `.valueChanged` at every move (true by default) or once at the end.
    public var isContinuous = true

    /// A slider with a frame (31 points high whatever the frame's height, as UIKit's).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Slider.height))
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the value, clamped to the range (NaN becomes the minimum).
    public func setValue(_ value: Float, animated: Bool) {
        let low = min(minimumValue, maximumValue)
        let clamped = value.isNaN ? low : min(max(value, low), max(minimumValue, maximumValue))
        if clamped != storedValue {
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// Where a drag on the thumb started, and the value then.
    private var dragStart: (x: CGFloat, value: Float)?

    /// The thumb's rectangle in the bounds, where the value puts it.
    var thumbFrame: CGRect {
        let diameter = Slider.thumbDiameter
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let x = (bounds.width - diameter) * (rightToLeft ? 1 - fraction : fraction)
        return CGRect(x: x, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// Only a touch on the thumb drags it, as UISlider's; one on the track elsewhere moves nothing.
    open override func beginTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumbFrame.insetBy(dx: -4, dy: -4).contains(point) else { return false }
        dragStart = (point.x, value)
        return true
    }

    /// The thumb follows the touch along the track; `.valueChanged` is sent as the value changes while
    /// ``isContinuous``.
    open override func continueTracking(_ touch: Touch, with event: InputEvent?) -> Bool {
        guard let dragStart else { return false }
        let travel = bounds.width - Slider.thumbDiameter
        guard travel > 0 else { return true }
        let direction: CGFloat = traitCollection.layoutDirection == .rightToLeft ? -1 : 1
        let moved = (touch.location(in: self).x - dragStart.x) * direction / travel
        let old = value
        setValue(dragStart.value + Float(moved) * (maximumValue - minimumValue), animated: false)
        if isContinuous && value != old { sendActions(for: .valueChanged) }
        return true
    }

    /// A slider that is not continuous sends `.valueChanged` once, as the drag ends.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        if !isContinuous, let dragStart, dragStart.value != value { sendActions(for: .valueChanged) }
        dragStart = nil
    }

    open override func cancelTracking(with event: InputEvent?) {
        dragStart = nil
    }

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Slider.height) }

    /// Where the thumb's centre is, from the leading end of the track, as a fraction 0...1.
    var fraction: CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
    }

    /// The track, filled to the thumb, and the thumb.
    open override func draw(in canvas: any DrawingCanvas) {
        let diameter = Slider.thumbDiameter
        let midY = bounds.midY
        let track = CGRect(
            x: 0, y: midY - Slider.trackHeight / 2, width: bounds.width, height: Slider.trackHeight)
        canvas.fill(
            track, cornerRadius: Slider.trackHeight / 2, color: maximumTrackTintColor ?? ProgressView.trackColor)
        // Right to left, the minimum is at the right end and the track fills from there, as UIKit mirrors it.
        let rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let thumbX = thumbFrame.minX
        var filled = track
        filled.size.width = rightToLeft ? bounds.width - thumbX - diameter / 2 : thumbX + diameter / 2
        if rightToLeft { filled.origin.x = thumbX + diameter / 2 }
        canvas.fill(filled, cornerRadius: Slider.trackHeight / 2, color: minimumTrackTintColor ?? tintColor)
        let thumb = CGRect(x: thumbX, y: midY - diameter / 2, width: diameter, height: diameter)
        canvas.fill(
            thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5), cornerRadius: diameter / 2 + 0.5,
            color: Switch.thumbShadowColor)
        canvas.fill(thumb, cornerRadius: diameter / 2, color: thumbTintColor ?? .white)
        canvas.stroke(thumb, cornerRadius: diameter / 2, lineWidth: 0.5, color: Switch.thumbOutlineColor)
    }
}
