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

    /// Core Animation's name for ``View/clipsToBounds``.
    public var masksToBounds: Bool {
        get { owner.view?.clipsToBounds ?? false }
        set { owner.view?.clipsToBounds = newValue }
    }
}
