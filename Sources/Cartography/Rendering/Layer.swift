// What UIKit keeps on a view's layer and UIKit code sets there: corner radius, border, masking.

import Foundation

/// The drawing attributes UIKit keeps on `view.layer` (CALayer): `view.layer.cornerRadius = 8`,
/// `view.layer.borderWidth = 1`, `view.layer.borderColor = UIColor.gray.cgColor`.
///
/// Every view has one; changing it asks the host to redraw the view (``View/setNeedsDisplay()``).
public final class Layer {
    /// The view whose layer this is; it owns the layer, so the layer does not retain it.
    private var owner: UnretainedView

    init(owner: View) {
        self.owner = UnretainedView(owner)
    }

    func ownerDied() { owner = UnretainedView(nil) }

    /// The radius of the rounded corners of the background and the border (0: square).
    public var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { owner.view?.setNeedsDisplay() } }
    }

    /// The width of the border drawn inside the bounds (0: none).
    public var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { owner.view?.setNeedsDisplay() } }
    }

    /// The border's color (a Core Graphics colour: `UIColor.gray.cgColor`); black, as in Core Animation,
    /// when nil.
    public var borderColor: CGColor? = .black {
        didSet { if borderColor != oldValue { owner.view?.setNeedsDisplay() } }
    }

    /// The shadow's colour; opaque black by default, as Core Animation's.
    public var shadowColor: CGColor? = .black {
        didSet { if shadowColor != oldValue { owner.view?.setNeedsDisplay() } }
    }
    /// The shadow's opacity, 0...1; 0 by default (no shadow), as Core Animation's.
    public var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { owner.view?.setNeedsDisplay() } }
    }
    /// Where the shadow falls from the view; (0, -3) by default, as Core Animation's.
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { owner.view?.setNeedsDisplay() } }
    }
    /// How far the shadow is blurred; 3 by default, as Core Animation's.
    public var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { owner.view?.setNeedsDisplay() } }
    }

    /// Whether hosts draw a shadow: a colour and an opacity above 0, on a view that does not clip (Core
    /// Animation clips a masking layer's shadow away with its content).
    public var showsShadow: Bool {
        guard let shadowColor, shadowOpacity > 0, shadowOpacity.isFinite else { return false }
        return shadowColor.alpha > 0 && !masksToBounds
    }

    /// Core Animation's name for ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { owner.view?.clipsToBounds ?? false }
        set { owner.view?.clipsToBounds = newValue }
    }
}
