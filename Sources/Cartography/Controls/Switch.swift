// An on/off switch of UIKit's fixed size, 51 × 31, as UISwitch.

import Foundation

/// An on/off control, as UISwitch: 51 × 31 points whatever its content, sending `.valueChanged` when a tap
/// flips it (or ``toggle()``).
///
/// UIKit draws a switch at 51 × 31 whatever frame it is given; here it is its intrinsic size, and it
/// hugs and resists compression at 750 on both axes (as UIKit's fixed-size controls show in Interface
/// Builder), so that only constraints above 750 can stretch or squeeze it.
open class Switch: Control {
    /// UIKit's size of a switch.
    public static let size = CGSize(width: 51, height: 31)
    static let onColor = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    static let offTrackColor = Color(white: 0.91)
    static let thumbShadowColor = Color(white: 0, alpha: 0.12)
    static let thumbOutlineColor = Color(white: 0, alpha: 0.08)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2

    /// Whether the switch is on. Setting it sends no event (as in UIKit); ``toggle()`` does.
    public var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }
    /// The track's color when on (UIKit's system green by default).
    public var onTintColor: Color? = Switch.onColor {
        didSet { if onTintColor != oldValue { setNeedsDisplay() } }
    }
    /// The thumb's color (white by default).
    public var thumbTintColor: Color? = .white {
        didSet { if thumbTintColor != oldValue { setNeedsDisplay() } }
    }

    /// Creates a switch; UIKit's frame size is 51 × 31 whatever is asked, so a zero frame gets that size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: frame.size == .zero ? Switch.size : frame.size))
        for axis in LayoutConstraint.Axis.allCases {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets ``isOn`` (there are no animations to run here).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Flips the switch as a tap does: changes ``isOn`` and sends `.valueChanged`.
    public func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// A tap flips the switch, before `.touchUpInside` is sent, as UISwitch's.
    open override func endTracking(_ touch: Touch?, with event: InputEvent?) {
        super.endTracking(touch, with: event)
        if let touch, point(inside: touch.location(in: self), with: event) { toggle() }
    }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Switch.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

    /// The track (green when on, light grey when off) and the round thumb, right when on, left when off.
    open override func draw(in canvas: any DrawingCanvas) {
        let track = CGRect(origin: .zero, size: Switch.size)
        let radius = track.height / 2
        if isOn {
            canvas.fill(track, cornerRadius: radius, color: onTintColor ?? Switch.onColor)
        } else {
            canvas.fill(track, cornerRadius: radius, color: Switch.offTrackColor)
        }
        let diameter = Switch.thumbDiameter
        let x = isOn ? track.maxX - Switch.thumbInset - diameter : Switch.thumbInset
        let thumb = CGRect(x: x, y: Switch.thumbInset, width: diameter, height: diameter)
        // iOS lifts the white thumb off the light track with a soft shadow; without it an off switch's
        // thumb is white on near-white and disappears. A shadow one point lower and an outline stand in.
        canvas.fill(
            thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5), cornerRadius: diameter / 2 + 0.5,
            color: Switch.thumbShadowColor)
        canvas.fill(thumb, cornerRadius: diameter / 2, color: thumbTintColor ?? .white)
        canvas.stroke(thumb, cornerRadius: diameter / 2, lineWidth: 0.5, color: Switch.thumbOutlineColor)
        if !isEnabled {
            // UIKit shows a disabled switch at half opacity; a wash of white over it reads the same.
            canvas.fill(track, cornerRadius: radius, color: Color(white: 1, alpha: 0.5))
        }
    }
}
