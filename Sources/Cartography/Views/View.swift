// The platform-neutral view: a rectangle in a tree, laid out by constraints.

import Foundation
import Synchronization

/// Numbers views for default names in messages (`View3`, `Label12`).
let viewSerials = Atomic<Int>(0)

/// A rectangle in a tree of views, like UIView: its `frame` is in its superview's coordinates, and
/// `layoutIfNeeded()` solves the tree's constraints and writes every constrained view's frame.
///
/// Views whose ``translatesAutoresizingMaskIntoConstraints`` is true (the default) keep the frame they
/// are given; Cartography's `constrain` turns it off for the views it constrains on the left-hand side.
open class View: Responder, CustomStringConvertible {
    /// The rectangle in the superview's coordinate space.
    public var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame
            if Animations.isRecording { Animations.noteBeforeChange(of: self, frame: old, alpha: alpha) }
            storedFrame = newValue
            if newValue != old { frameDidChange(from: old) }
        }
    }

    // The layout engine writes frames here directly on every resize; the dynamic exclusivity check of a
    // class property was a tenth of a resize (see LayoutEngine.placements).
    @exclusivity(unchecked) var storedFrame: CGRect

    /// The view's own coordinate space: origin zero, size of the frame.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The frame's center, in the superview's coordinate space.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The view this one is a subview of. Views do not keep their superview alive.
    public private(set) var superview: View? {
        get { superviewLink.view }
        set { superviewLink = UnretainedView(newValue) }
    }
    /// Cleared by the superview when it is removed or deinitialized (see `ItemHandle` on why not `weak`).
    private var superviewLink = UnretainedView(nil)
    /// What layout constraints hold instead of the view itself.
    var handle: ItemHandle { handleSlot.handle(for: self, kind: .view) }
    private var handleSlot = HandleSlot()

    /// The fill color, nil for none.
    public var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { setNeedsDisplay() } }
    }
    /// The opacity of the view and its subviews, 0...1 (values outside are clamped when drawn).
    public var alpha: CGFloat = 1 {
        willSet {
            if Animations.isRecording { Animations.noteBeforeChange(of: self, frame: frame, alpha: alpha) }
        }
        didSet { if alpha != oldValue { setNeedsDisplay() } }
    }
    /// How content (an image view's image) is fitted into the bounds; `.scaleToFill` by default.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }
    /// Whether subviews are cut at this view's bounds when drawn (UIKit's `clipsToBounds`).
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { setNeedsDisplay() } }
    }
    /// Corner radius, border and masking, where UIKit keeps them.
    public var layer: Layer {
        if let storedLayer { return storedLayer }
        let created = Layer(owner: self)
        storedLayer = created
        return created
    }
    var storedLayer: Layer?
    /// Counts changes to what this view draws (``setNeedsDisplay()``), so hosts redraw only what changed.
    @_spi(Rendering) public internal(set) var displayRevision = 0
    /// Counts changes to this view's subviews (added, removed, reordered).
    @_spi(Rendering) public internal(set) var subviewsRevision = 0
    /// On a root view: counts every display and subview change anywhere in its tree.
    @_spi(Rendering) public internal(set) var treeRevision = 0
    /// A name for messages and debugging (UIKit's accessibility identifier).
    public var accessibilityIdentifier: String?
    /// An integer for finding views by number.
    public var tag = 0
    /// Whether touches reach the view and its subviews, as UIKit's: true by default, false for labels and
    /// image views. ``hitTest(_:with:)`` passes over a view that does not take them.
    public var isUserInteractionEnabled: Bool {
        get { storedUserInteraction ?? takesTouchesByDefault }
        set { storedUserInteraction = newValue }
    }
    private var storedUserInteraction: Bool?
    /// On a root view: the view of its tree that has the keyboard (see ``Responder/becomeFirstResponder()``).
    weak var firstResponderInTree: View?

    /// Whether `point` (in this view's coordinates) is inside the view, as UIKit's: inside its bounds. Override
    /// it to make a small view easier to hit.
    open func point(inside point: CGPoint, with event: InputEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest view under `point` (in this view's coordinates) that takes touches, as UIKit's: nil when
    /// this view is hidden, almost transparent (alpha under 0.01), does not take touches
    /// (``isUserInteractionEnabled``) or `point` is not inside it; else the frontmost subview's hit, else
    /// this view. A subview outside its superview's bounds is never hit, clipped or not, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: InputEvent?) -> View? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }
    /// Whether touches reach the view until ``isUserInteractionEnabled`` is set (false for labels and image
    /// views, as UIKit's).
    var takesTouchesByDefault: Bool { true }
    /// Hidden views take part in layout but hosts do not draw them.
    public var isHidden = false {
        didSet {
            if isHidden != oldValue {
                setNeedsDisplay()
                // A hidden arranged view collapses: its stack view rearranges.
                (superview as? StackView)?.arrangedSubviewChanged(self)
            }
        }
    }

    /// Whether the view keeps the frame it is given (true) or gets it from constraints (false).
    ///
    /// Only views that get their frame from constraints have content-size constraints (see
    /// ``intrinsicContentSize``): for the others the frame is the size.
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue {
                contentSizeNeedsUpdate = true
                invalidateConstraints()
            }
        }
    }

    /// The size the view's content needs, per axis ``View/noIntrinsicMetric`` where it has none (the
    /// default). The layout engine turns each axis that has one into two constraints: the view's size
    /// at most this (at its ``contentHuggingPriority(for:)``) and at least this (at its
    /// ``contentCompressionResistancePriority(for:)``).
    ///
    /// Subclasses override it; the engine asks once and keeps the answer until
    /// ``invalidateIntrinsicContentSize()`` is called, as UIKit does. A negative (other than
    /// `noIntrinsicMetric`), NaN or infinite value is reported through ``LayoutIssues`` and treated as
    /// no intrinsic metric on that axis.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The size that fits the content within `size` (UIKit's); a plain view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    // Overridden by views with text (labels, buttons, text fields); see Baselines.swift.
    /// Where a baseline lies in the view; nil for a plain view (first baseline top, last bottom).
    func baselinePosition(_ attribute: LayoutAttribute) -> BaselinePosition? { nil }

    // Overridden by views whose intrinsic height depends on their width (wrapping labels); the engine
    // measures them again at their solved width (see WidthDependentSizes.swift).
    // Overridden by views that make their subviews as they are shown (table and collection views): the
    // engine asks them after each pass, once their frame is solved (see LayoutEngine.tileContent).
    /// Whether the view places its own content after it is laid out.
    var tilesContent: Bool { false }
    /// Makes, places and reuses the subviews for the current bounds, if anything changed.
    func tileContentIfNeeded() {}

    /// Whether the intrinsic size depends on the width the layout gives the view.
    var dependsOnLayoutWidth: Bool { false }
    /// Whether the intrinsic size would change if the view were laid out at `width`.
    func intrinsicSizeChanges(atLayoutWidth width: CGFloat) -> Bool { false }
    /// Takes `width` as the width the view is laid out at, invalidating the intrinsic size if it changes.
    func adoptLayoutWidth(_ width: CGFloat) {}

    /// Hugging and compression resistance per axis.
    var contentSizePriorities = ContentSizePriorities()
    /// The content-size constraints, once the view has had an intrinsic metric while laid out.
    var contentSizeStorage: ContentSizeConstraints?
    /// Whether the engine must ask for the intrinsic size again at its next sync.
    var contentSizeNeedsUpdate = true

    /// Insets of the margin attributes and of ``layoutMarginsGuide``, as UIKit's: 8 on every side by
    /// default; for a view controller's root view, its own margins (zero by default) raised to the
    /// controller's ``ViewController/systemMinimumLayoutMargins`` (16 points at the sides, 20 in a regular
    /// width), unless ``ViewController/viewRespectsSystemMinimumLayoutMargins`` is false.
    ///
    /// While ``insetsLayoutMarginsFromSafeArea`` is true (the default) the margins start at the safe area:
    /// ``safeAreaInsets`` are added to them, as UIKit's (a root view under a 59-point status bar has a top
    /// margin of 59). While ``preservesSuperviewLayoutMargins`` is true, each edge is at least as far in as
    /// the superview's margin on that edge reaches into the view.
    public var layoutMargins: EdgeInsets {
        get {
            var margins =
                owningController.map { $0.rootViewLayoutMargins(own: ownLayoutMargins) } ?? ownLayoutMargins
                ?? EdgeInsets(all: 8)
            if insetsLayoutMarginsFromSafeArea, safeAreaInsets != .zero {
                let safe = safeAreaInsets
                margins = EdgeInsets(
                    top: margins.top + safe.top, left: margins.left + safe.left,
                    bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
            }
            guard preservesSuperviewLayoutMargins, superviewMarginReach != .zero else { return margins }
            let reach = superviewMarginReach
            return EdgeInsets(
                top: max(margins.top, reach.top), left: max(margins.left, reach.left),
                bottom: max(margins.bottom, reach.bottom), right: max(margins.right, reach.right))
        }
        set {
            let old = layoutMargins
            ownLayoutMargins = newValue
            if layoutMargins != old { layoutMarginsChanged() }
        }
    }
    /// The margins set on the view, nil until set (the defaults above apply).
    var ownLayoutMargins: EdgeInsets?

    /// Rebuilds the constraints whose constants the margins are part of.
    func layoutMarginsChanged() {
        constantsChanged(of: [self] + [systemGuides.margins].compactMap { $0 })
    }

    /// Insets of ``safeAreaLayoutGuide``, set by the host (zero by default).
    public var safeAreaInsets = EdgeInsets.zero {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            constantsChanged(of: [systemGuides.safeArea].compactMap { $0 })
            if insetsLayoutMarginsFromSafeArea { layoutMarginsChanged() }
        }
    }

    /// Whether the superview's margins count too (false by default, as UIKit's; true for a cell's
    /// ``TableViewCell/contentView``): where the view lies closer to an edge of its superview than the
    /// superview's margin on that edge, its own margin there grows to reach the superview's, so that its
    /// content stays inside both. A view 5 points inside a superview whose left margin is 20 has a left margin
    /// of at least 15. The layout measures this from the solved frames and lays out again when it changes.
    public var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { layoutMarginsChanged() } }
    }
    /// How far the superview's margins reach into the view on each edge (zero where they do not), as of the
    /// last layout pass; only counted while ``preservesSuperviewLayoutMargins`` is true.
    var superviewMarginReach = EdgeInsets.zero

    /// Whether the ``layoutMargins`` start at the safe area instead of the bounds (true by default, as UIKit's).
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsChanged() } }
    }

    /// The layout direction of this view, or nil to inherit its superview's (left to right at the root).
    public var layoutDirection: LayoutDirection? {
        willSet { traitsBeforeChange = subtreeTraits() }
        didSet {
            if layoutDirection != oldValue { constantsChanged(of: subtreeItems()) }
            notifyTraitChanges(from: traitsBeforeChange)
            traitsBeforeChange = []
        }
    }

    /// Light or dark for this view and its subviews, whatever the host's (UIKit's
    /// `overrideUserInterfaceStyle`); `unspecified` (the default) inherits.
    public var overrideUserInterfaceStyle = UserInterfaceStyle.unspecified {
        willSet { traitsBeforeChange = subtreeTraits() }
        didSet {
            notifyTraitChanges(from: traitsBeforeChange)
            traitsBeforeChange = []
        }
    }

    /// The traits the host shows this root view with (a preview variant's appearance and text scale, as a
    /// device's screen gives them to its window); nil inherits the superview's. See ``traitCollection``.
    public var hostTraitCollection: TraitCollection? {
        willSet { traitsBeforeChange = subtreeTraits() }
        didSet {
            notifyTraitChanges(from: traitsBeforeChange)
            traitsBeforeChange = []
        }
    }
    /// The subtree's traits while one of the properties above changes.
    var traitsBeforeChange: [(View, TraitCollection)] = []

    /// Called when the view's ``traitCollection`` changed (its appearance, layout direction or text scale),
    /// with the one before: the place to choose colours by `traitCollection.userInterfaceStyle`, as in UIKit.
    /// Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The text scale changed: views with text measure it again (overridden by labels, buttons, text fields).
    func textScaleDidChange() {}

    /// The direction that decides what leading and trailing mean for this view.
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        var view: View? = self
        while let current = view {
            if let direction = current.layoutDirection { return direction }
            view = current.superview
        }
        return .leftToRight
    }

    /// Subviews, back to front. Removed views are dropped lazily (see `removeFromSuperview`).
    var storedSubviews: [View] = []
    var hasRemovedSubviews = false
    /// Layout guides added with `addLayoutGuide`.
    var storedLayoutGuides: [LayoutGuide] = []
    /// Top and bottom layout supports whose view controller's view is this view.
    var layoutSupports: [LayoutSupport] = []

    /// Constraints installed on this view (it is their items' closest common ancestor).
    lazy var installedConstraints = ConstraintList()
    /// Constraints that name this view as an item.
    lazy var referencingConstraints = ConstraintList()
    /// Solver variables for the frame, created when a constraint first needs them.
    var layoutVariables: ItemVariables?
    /// The layout engine, on a root view that has been laid out.
    var engine: LayoutEngine?
    /// Whether something changed that needs a layout pass.
    var needsLayoutFlag = true
    /// The view controller whose view this is (it owns the view, so this does not retain it).
    weak var owningController: ViewController?
    /// Whether the owning controller's layout hooks are running.
    var isInControllerHook = false
    /// The tint set on this view (see ``tintColor``), nil to inherit the superview's.
    var storedTintColor: Color?
    /// The transform set on this view (see ``transform``).
    var storedTransform = CGAffineTransform.identity
    /// Gesture recognizers attached with `addGestureRecognizer`.
    var storedGestureRecognizers: [GestureRecognizer] = []
    let serialNumber: Int

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        storedFrame = frame
        serialNumber = viewSerials.add(1, ordering: .relaxed).newValue
    }

    /// Views are never decoded from an archive here (there are no nib files): always nil. It exists
    /// because UIKit subclasses declare `required init?(coder:)`, and with it a subclass that overrides
    /// ``init(frame:)`` keeps ``init()``, as in UIKit.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a view with a zero frame (a convenience initializer, so subclasses that override
    /// ``init(frame:)`` and ``init(coder:)`` inherit it: `HeaderView()`).
    public override convenience init() {
        self.init(frame: .zero)
    }

    deinit {
        for subview in storedSubviews where subview.superviewLink.view === self {
            subview.superviewLink = UnretainedView(nil)
        }
        for guide in storedLayoutGuides where guide.owningView === self { guide.owningView = nil }
        systemGuides.margins?.owningView = nil
        systemGuides.safeArea?.owningView = nil
        storedLayer?.ownerDied()
        for recognizer in storedGestureRecognizers { recognizer.attach(to: nil) }
        handleSlot.itemDied()
    }

    // MARK: Names

    /// A name given by whoever owns the view (a view controller names its root view after itself).
    var ownerGivenName: String?

    /// The accessibility identifier, else the name its owner gave it, else the class name and a number:
    /// `Label12`.
    public var debugName: String {
        accessibilityIdentifier ?? ownerGivenName ?? "\(type(of: self))\(serialNumber)"
    }

    /// `name (x, y, width, height)`.
    open var description: String {
        "\(debugName) \(formatRect(frame))"
    }

    // MARK: The tree

    /// Subviews, back to front.
    public var subviews: [View] {
        if hasRemovedSubviews { compactSubviews() }
        return storedSubviews
    }

    /// Adds a view on top of the subviews. A view that has another superview is moved here.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index of the subviews (clamped to the valid range).
    ///
    /// Adding an ancestor of this view (or the view itself) would make a cycle; it is refused and
    /// reported through `LayoutIssues`.
    public func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else {
            LayoutIssues.report(.invalidHierarchy("cannot add \(view.debugName) to \(debugName): it is its ancestor"))
            return
        }
        if view.superview != nil { view.removeFromSuperview() }
        if hasRemovedSubviews { compactSubviews() }
        storedSubviews.insert(view, at: min(max(0, index), storedSubviews.count))
        view.superview = self
        // The subtree joins this tree: its constraints move to this tree's engine.
        view.engine = nil
        // A root has no content-size constraints (the host sizes it); this view may have been one.
        view.contentSizeNeedsUpdate = true
        subviewsDidChange()
        invalidateConstraints()
    }

    /// Takes the view out of its superview, deactivating every constraint that relates a view of its
    /// subtree to a view outside it, as UIKit does. Constraints within the subtree stay.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // A stack view stops arranging a view that leaves it, as in UIKit.
        (parent as? StackView)?.subviewWillLeave(self)
        for item in subtreeItems() {
            for constraint in item.referencingConstraintsList.live {
                if let installed = constraint.installedView, !installed.isDescendant(of: self) {
                    constraint.isActive = false
                }
            }
        }
        parent.invalidateConstraints()
        parent.subviewsDidChange()
        superview = nil
        contentSizeNeedsUpdate = true
        parent.hasRemovedSubviews = true
        invalidateConstraints()
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The top of this view's tree.
    public var rootView: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    func compactSubviews() {
        storedSubviews.removeAll { $0.superview !== self }
        hasRemovedSubviews = false
    }

    /// This view, its subviews, recursively, and the layout guides and supports they own.
    func subtreeItems() -> [any ConstraintItem] {
        var items: [any ConstraintItem] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            items.append(view)
            items.append(contentsOf: view.storedLayoutGuides as [any ConstraintItem])
            items.append(contentsOf: view.layoutSupports as [any ConstraintItem])
            if let guide = view.systemGuides.margins { items.append(guide) }
            if let guide = view.systemGuides.safeArea { items.append(guide) }
            stack.append(contentsOf: view.subviews)
        }
        return items
    }

    // MARK: Layout guides

    var systemGuides: (margins: LayoutGuide?, safeArea: LayoutGuide?) = (nil, nil)
    /// The ``readableContentGuide``, once asked for.
    var readableGuideStorage: LayoutGuide?
    /// The ``keyboardLayoutGuide``, once asked for.
    var keyboardGuideStorage: LayoutGuide?

    /// A guide whose frame is the bounds inset by ``layoutMargins``.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = systemGuides.margins { return guide }
        let guide = LayoutGuide(system: .margins, owner: self)
        systemGuides.margins = guide
        return guide
    }

    /// A guide whose frame is the bounds inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = systemGuides.safeArea { return guide }
        let guide = LayoutGuide(system: .safeArea, owner: self)
        systemGuides.safeArea = guide
        return guide
    }

    /// The layout guides added to this view.
    public var layoutGuides: [LayoutGuide] { storedLayoutGuides }

    /// Adds a layout guide, a rectangle that takes part in layout without being drawn.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        if let owner = guide.owningView { owner.removeLayoutGuide(guide) }
        storedLayoutGuides.append(guide)
        guide.owningView = self
        invalidateConstraints()
    }

    /// Removes a layout guide, deactivating the constraints that refer to it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in guide.referencingConstraints.live { constraint.isActive = false }
        storedLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        invalidateConstraints()
    }

    // MARK: Constraints

    /// The active constraints installed on this view: those whose items' closest common ancestor it is.
    /// Content-size constraints are not among them (see ``contentSizeLayoutConstraints``).
    public var constraints: [LayoutConstraint] { installedConstraints.live.filter { $0.contentSizeRole == nil } }

    /// Activates a constraint (UIKit's older API; it is installed on its items' common ancestor).
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates a constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.isActive = false
    }

    /// Deactivates constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }

    // MARK: Layout

    /// Marks the tree as needing a layout pass.
    public func setNeedsLayout() {
        rootView.needsLayoutFlag = true
    }

    /// Solves the tree's constraints, if anything changed, and writes the frames of the views they place.
    public func layoutIfNeeded() {
        noteTreeForAnimation()
        let root = rootView
        // A view controller hears of its view's layout passes, as UIKit's does; a layoutIfNeeded inside its
        // hooks (an animation block) lays out without calling them again.
        let controller = root.isInControllerHook ? nil : root.owningController
        if let controller {
            root.isInControllerHook = true
            controller.viewWillLayoutSubviews()
            root.isInControllerHook = false
        }
        let engine = root.engine ?? LayoutEngine(root: root)
        root.engine = engine
        engine.layoutIfNeeded()
        if let controller {
            root.isInControllerHook = true
            controller.viewDidLayoutSubviews()
            root.isInControllerHook = false
        }
    }

    /// What the tree's layout engine has done so far (all zero before the first layout).
    public var layoutStatistics: LayoutStatistics {
        rootView.engine?.statistics ?? LayoutStatistics()
    }

    /// Called on a view after layout changed its frame; subclasses may override. Does nothing by default.
    open func layoutSubviews() {}

    /// Called on views loaded from a nib or storyboard; there are none here, so the library never calls it,
    /// but subclasses that override it (calling `super`, as UIKit cells do) compile.
    open func awakeFromNib() {}

    /// Draws the view's content, over its background and under its subviews, in its own coordinates;
    /// subclasses override it (a label draws its text). Does nothing by default.
    open func draw(in canvas: any DrawingCanvas) {}

    /// Marks the constraints naming these items for rebuilding: a constant they were built from (margins,
    /// insets, a guide's length, a font, the layout direction) changed.
    func constantsChanged(of items: [any ConstraintItem]) {
        for item in items {
            for constraint in item.referencingConstraintsList.live { constraint.needsSolverUpdate = true }
        }
        invalidateConstraints()
    }

    /// Marks the tree so the next layout pass rebuilds the changed parts of its constraint system.
    func invalidateConstraints() {
        let root = rootView
        root.needsLayoutFlag = true
        root.engine?.needsSync = true
    }

    func frameDidChange(from oldValue: CGRect) {
        // The root's size is an edit variable (a suggestion, not a rebuild); other views matter only
        // if they keep their frame and the solver knows them.
        if superview == nil {
            needsLayoutFlag = true
        } else if translatesAutoresizingMaskIntoConstraints && layoutVariables != nil {
            invalidateConstraints()
        }
    }
}

/// `(x, y, width, height)` with short numbers.
func formatRect(_ rect: CGRect) -> String {
    "(\(formatAmount(rect.minX)), \(formatAmount(rect.minY)), \(formatAmount(rect.width)), \(formatAmount(rect.height)))"
}
