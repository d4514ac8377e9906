// A view whose content is larger than itself and is shown shifted by an offset, like UIScrollView.

import Foundation

/// A view that scrolls its content, as UIScrollView, laid out with its two guides:
///
/// ```swift
/// constrain(form, scrollView) { form, scroll in
///     form.edges == scroll.contentLayoutGuide.edges            // the content is the form
///     form.width == scroll.frameLayoutGuide.width              // scrolls vertically only
/// }
/// ```
///
/// - ``contentLayoutGuide`` is the content area: its origin is the scroll view's content origin
///   (0, 0) and its size, solved from the constraints on it, is the ``contentSize``.
/// - ``frameLayoutGuide`` is the scroll view's visible rectangle in content coordinates: at
///   ``contentOffset``, the scroll view's size. A view pinned to it stays put on screen while scrolling.
///
/// Subviews' frames are in **content coordinates**, as in UIKit: the scroll view's ``bounds`` origin is
/// its ``contentOffset``. A host draws the scroll view's subviews shifted by `-contentOffset` and clipped
/// to its bounds; `convert(_:to:)` and `frameInRoot` already account for the shift.
open class ScrollView: View {
    /// The content area (origin at the content origin, size from its constraints).
    public let contentLayoutGuide = LayoutGuide(identifier: "contentLayoutGuide")
    /// The visible area, in content coordinates.
    public let frameLayoutGuide = LayoutGuide(identifier: "frameLayoutGuide")
    private let guideConstraints = ManagedConstraints()
    private var requestedContentSize: CGSize?

    /// How far the content is scrolled: the content point shown at the scroll view's top left. Changing
    /// it moves views pinned to the ``frameLayoutGuide`` (a constant changes; nothing is rebuilt).
    public var contentOffset: CGPoint = .zero {
        didSet {
            if contentOffset != oldValue {
                updateGuides()
                setNeedsDisplay()
            }
        }
    }

    /// Scrolls to `offset`, as UIKit's: sets ``contentOffset`` at once (there are no animations to run here).
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }

    /// Extra scrollable space around the content, as UIKit's (zero by default). On iOS it widens the range
    /// of ``contentOffset`` (a form scrolled above the keyboard) and moves no frame; here it is kept, and
    /// the offset is not clamped to any range.
    public var contentInset = EdgeInsets.zero
    /// Insets of the vertical scroll indicator; kept (no indicators are drawn).
    public var verticalScrollIndicatorInsets = EdgeInsets.zero
    /// Insets of the horizontal scroll indicator; kept (no indicators are drawn).
    public var horizontalScrollIndicatorInsets = EdgeInsets.zero

    /// Creates a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        // UIKit's default: content beyond the visible area is cut off.
        clipsToBounds = true
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        updateGuides()
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size of the content: the solved size of ``contentLayoutGuide`` as of the last layout.
    ///
    /// Setting it, as code without Auto Layout does, asks the content guide for that size at priority
    /// 1, so any constraint on the guide wins.
    public var contentSize: CGSize {
        get { contentLayoutGuide.layoutFrame.size }
        set {
            requestedContentSize = newValue
            updateGuides()
        }
    }

    /// The bounds' origin is the content offset, as UIKit's: subviews' frames are in content coordinates.
    public override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    private func updateGuides() {
        var specs: [ConstraintSpec] = [
            ConstraintSpec(
                key: "content left", first: contentLayoutGuide, firstAttribute: .left, relation: .equal, second: self,
                secondAttribute: .left, identifier: "content origin"),
            ConstraintSpec(
                key: "content top", first: contentLayoutGuide, firstAttribute: .top, relation: .equal, second: self,
                secondAttribute: .top, identifier: "content origin"),
            ConstraintSpec(
                key: "frame left", first: frameLayoutGuide, firstAttribute: .left, relation: .equal, second: self,
                secondAttribute: .left, constant: contentOffset.x, identifier: "contentOffset"),
            ConstraintSpec(
                key: "frame top", first: frameLayoutGuide, firstAttribute: .top, relation: .equal, second: self,
                secondAttribute: .top, constant: contentOffset.y, identifier: "contentOffset"),
            ConstraintSpec(
                key: "frame width", first: frameLayoutGuide, firstAttribute: .width, relation: .equal, second: self,
                secondAttribute: .width, identifier: "frame size"),
            ConstraintSpec(
                key: "frame height", first: frameLayoutGuide, firstAttribute: .height, relation: .equal,
                second: self, secondAttribute: .height, identifier: "frame size"),
        ]
        if let size = requestedContentSize {
            specs.append(
                ConstraintSpec(
                    key: "content width", first: contentLayoutGuide, firstAttribute: .width, relation: .equal,
                    second: nil, secondAttribute: .notAnAttribute, constant: size.width, priority: LayoutPriority(1),
                    identifier: "contentSize"))
            specs.append(
                ConstraintSpec(
                    key: "content height", first: contentLayoutGuide, firstAttribute: .height, relation: .equal,
                    second: nil, secondAttribute: .notAnAttribute, constant: size.height, priority: LayoutPriority(1),
                    identifier: "contentSize"))
        }
        guideConstraints.apply(specs)
    }
}
