// Shows any view tree in GTK: one widget per view, nested as the views are, placed at their solved frames.

@_spi(Rendering) import Cartography
import Foundation
import GtkKit

/// Renders a Cartography view tree as GTK widgets, one to one, and keeps them in step with the views.
///
/// GTK allocates ``widget`` whenever its size changes; the renderer then gives the root view that size, lays
/// the tree out, brings the widgets in step with the views (new subviews get widgets, removed ones lose
/// them, changed views are redrawn) and places every widget at its view's frame snapped to pixels. Edges
/// snap in the root's coordinates, so views whose edges meet in the layout meet on the screen too. A
/// resize moves widgets and never creates them; widgets of removed views are kept for views added later.
///
/// The root asks GTK for the height its views need at a width (laid out at a height of zero), so a
/// scrolled window around it scrolls when the layout is taller than the window.
@MainActor
public final class ViewRenderer {
    /// The root view's widget: put it in a window.
    public let widget = FrameContainer()
    /// The tree shown.
    public private(set) var root: View
    /// Where the widgets of the root's subviews go: a child of ``widget`` that fills it.
    private var rootNode: RenderedView
    private var nodes: [ObjectIdentifier: RenderedView] = [:]
    /// Every view below the root, depth first (a view, then its subviews' subtrees in order): the order in
    /// which a placement pass visits them. Rebuilt when the tree changes.
    private var placements: [Placement] = []
    /// The root's frame in the last pass.
    private var rootFrame = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Widgets of views that left the tree, for views that join it later.
    private var spareWidgets: [FrameContainer] = []
    private var visit = 0
    private var syncedTreeRevision: Int?
    private var cachedFittingHeight: (width: Int, viewport: Int, revision: Int, height: Int)?
    /// The height of the area that shows the root (a scrolled window's viewport): the root is at least this
    /// tall, and taller when its views reach further down. The host sets it before the root is measured.
    public var viewportHeight = 0 {
        didSet { if viewportHeight != oldValue { cachedFittingHeight = nil } }
    }
    private var layoutObservers: [@MainActor () -> Void] = []
    /// Whether the next pass only places the widgets again (an animation frame): nothing is laid out.
    private var placementRequested = false
    /// Where animated views are shown instead of their frames (in their superviews' coordinates), by
    /// ``ViewAnimator``; empty when nothing animates.
    var presentedFrames: [ObjectIdentifier: CGRect] = [:]

    /// How many times the root was laid out.
    public private(set) var layoutPasses = 0
    /// How many passes only placed the widgets again, for animation frames.
    public private(set) var placementPasses = 0
    /// How many view widgets were ever made: a resize never makes one.
    public private(set) var widgetsCreated = 0
    /// The root size of the last layout pass.
    public private(set) var rootSize = CGSize.zero
    /// Runs inside every layout pass once the views have their frames (the debug overlay's hook).
    public var onLayout: (@MainActor () -> Void)?
    /// The recognizer taking the drag in progress.
    var activeRecognizer: PanGestureRecognizer?
    /// Delivers the pointer and the keyboard to the views while ``isLive``.
    public let input: InputRouter
    /// Whether the pointer and the keyboard go to the views as touches and key presses (live mode), rather
    /// than only drags to pan recognizers (the inspector takes clicks then). Turning it off ends editing.
    public var isLive = false {
        didSet {
            guard isLive != oldValue, !isLive else { return }
            input.cancelTouch()
            root.endEditing(true)
            setNeedsLayout()
        }
    }
    /// Runs when a live press goes down (the host gives the preview the keyboard focus).
    public var liveInputDidBegin: (@MainActor () -> Void)?
    /// Whether the last press went to the views: live, or a drag a pan recognizer took and moved. A click
    /// ending such a press is not the inspector's.
    public internal(set) var lastPressWentToViews = false
    /// How long the last layout pass took: layout, keeping widgets in step, placing them.
    public private(set) var lastLayoutDuration = Duration.zero
    /// Runs at the end of every layout pass with the pass's duration: only redraw here (a drawn badge);
    /// changing a widget's size or visibility inside the pass would lay the window out again.
    public var onLayoutTimed: (@MainActor (Duration) -> Void)?
    /// Runs before every layout pass with the root's new size: the host sets the root's frame and may lay
    /// the tree out itself. By default the root gets the size and `layoutIfNeeded()`.
    public var willLayout: (@MainActor (CGSize) -> Void)?

    /// Whether the root keeps exactly the size GTK gives it (the content area's) even when its views need more
    /// height; by default it asks for the height they need, and a scrolled window around it scrolls. Views that
    /// reach past a root that keeps its size overflow it, as on a device.
    public var keepsSize = false {
        didSet {
            guard keepsSize != oldValue else { return }
            cachedFittingHeight = nil
            widget.queueResize()
        }
    }

    /// A renderer showing `root`.
    public init(root: View) {
        self.root = root
        input = InputRouter(root: root)
        let rootWidget = FrameContainer()
        widgetsCreated = 1
        rootNode = RenderedView(widget: rootWidget, view: root)
        widget.addCSSClass("root-view")
        widget.setExpands(horizontally: true, vertically: true)
        widget.append(rootWidget)
        // Unowned: the widget keeps these closures until it is disposed, and this object keeps the widget.
        widget.setLayout(
            mode: .heightForWidth,
            measure: { [unowned self] orientation, width in self.measure(orientation, width: width) },
            allocate: { [unowned self] size in self.layOut(in: size) })
        nodes[ObjectIdentifier(root)] = rootNode
    }

    /// Shows another tree, reusing the widgets of the one shown so far.
    public func show(_ newRoot: View) {
        for (_, node) in nodes where node !== rootNode {
            retire(node)
        }
        nodes = [:]
        // Until the next sync, which lists the new tree: the old views may go before it.
        placements = []
        root = newRoot
        input.root = newRoot
        rootNode.show(newRoot)
        nodes[ObjectIdentifier(newRoot)] = rootNode
        syncedTreeRevision = nil
        cachedFittingHeight = nil
        widget.queueResize()
    }

    /// Asks for a new layout pass: call it after changing the views (an action ran, a property changed).
    public func setNeedsLayout() {
        placementRequested = false
        cachedFittingHeight = nil
        widget.queueResize()
    }

    /// Asks for a pass that only places the widgets again, at ``presentedFrames`` where there are some.
    func setNeedsPlacement() {
        placementRequested = true
        widget.queueAllocate()
    }

    /// Runs `body` once, when the main loop is idle after the next layout pass.
    public func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
        layoutObservers.append(body)
    }

    /// The widget showing `view`, if it is in the tree.
    public func widget(for view: View) -> Widget? {
        nodes[ObjectIdentifier(view)]?.widget
    }

    /// The pixel frame of `view` in the root's coordinates, as last placed.
    public func pixelFrame(of view: View) -> PixelRect? {
        guard let node = nodes[ObjectIdentifier(view)] else { return nil }
        if node === rootNode { return rootFrame }
        guard placements.indices.contains(node.placement), placements[node.placement].view === view else { return nil }
        // The frames are stored in the parents' widgets, each in its parent's coordinates.
        var index = node.placement
        var frame: PixelRect?
        while index >= 0 {
            let entry = placements[index]
            let parent = Int(entry.parent)
            let siblingFrames = parent < 0 ? rootNode.childFrames : placements[parent].childFrames
            guard let inParent = siblingFrames.frame(at: Int(entry.slot)) else { return nil }
            frame = frame?.offsetBy(dx: inParent.x, dy: inParent.y) ?? inParent
            index = parent
        }
        return frame
    }

    // MARK: Layout

    private func measure(_ orientation: Orientation, width: Int?) -> SizeRequest {
        // Any width works; the height follows from the width.
        guard orientation == .vertical, let width, !keepsSize else { return .zero }
        let revision = root.treeRevision
        if let cached = cachedFittingHeight, cached.width == width, cached.viewport == viewportHeight,
            cached.revision == revision
        {
            return SizeRequest(minimum: cached.height, natural: cached.height)
        }
        let height = fittingHeight(forWidth: Double(width))
        cachedFittingHeight = (width, viewportHeight, root.treeRevision, height)
        return SizeRequest(minimum: height, natural: height)
    }

    /// The root height that shows every view at `width`: the viewport's, or more if the views need it.
    public func fittingHeight(forWidth width: Double) -> Int {
        RootSizing.fittingHeight(of: root, forWidth: width, availableHeight: viewportHeight) { size in
            self.layOutRoot(size)
        }
    }

    private func layOutRoot(_ size: CGSize) {
        if let willLayout {
            willLayout(size)
        } else {
            root.frame = CGRect(origin: .zero, size: size)
            root.layoutIfNeeded()
        }
    }

    private func layOut(in size: PixelSize) {
        let clock = ContinuousClock()
        let start = clock.now
        defer { finishTiming(since: start, clock: clock) }
        let newSize = CGSize(width: Double(size.width), height: Double(size.height))
        // An animation frame at the same size with the same views needs no layout, only placement.
        if placementRequested && newSize == rootSize && syncedTreeRevision == root.treeRevision {
            placementPasses += 1
        } else {
            layoutPasses += 1
            rootSize = newSize
            layOutRoot(rootSize)
        }
        placementRequested = false
        if syncedTreeRevision != root.treeRevision { syncTree() }
        rootFrame = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        let moved = placeFrames()
        widget.place(rootNode.widget, in: rootFrame, reallocatingChildren: moved)
        onLayout?()
        notifyObservers()
    }

    private func finishTiming(since start: ContinuousClock.Instant, clock: ContinuousClock) {
        lastLayoutDuration = clock.now - start
        onLayoutTimed?(lastLayoutDuration)
    }

    /// Stores every widget's pixel frame in its parent's widget (``RenderedView/childFrames``), in one walk
    /// over ``placements``; returns whether any frame changed, so that the root's widget is allocated again.
    ///
    /// GTK then places each widget's children from the frames stored in it, without calling back into
    /// Swift. Edges snap in the root's coordinates; a frame is stored relative to its parent's snapped one.
    private func placeFrames() -> Bool {
        // Locals, not properties: reading a property of this class in the loop is an exclusivity check a view.
        let entries = placements
        let presented = presentedFrames.isEmpty ? nil : presentedFrames
        var next = 0
        // A root scroll view (a table controller's view) shows its subviews shifted by its content offset too.
        let shift = root.bounds.origin
        let origin = PlacementOrigin(x: -Double(shift.x), y: -Double(shift.y), pixelX: 0, pixelY: 0)
        let moved = placeChildren(
            into: rootNode.childFrames, at: origin, from: entries, next: &next, presented: presented)
        assert(next == entries.count, "every placement is visited once")
        return moved
    }

    /// Stores the frames of the `frames.count` views starting at `entries[next]` (the subviews of one view, each
    /// followed by its own subtree), whose superview's content starts at `origin`. Returns whether any of the
    /// frames stored below this view changed: then its widget must be allocated again even if it keeps its
    /// size, or GTK would skip the children that moved inside it.
    private func placeChildren(
        into frames: ChildFrames, at origin: PlacementOrigin, from entries: [Placement], next: inout Int,
        presented: [ObjectIdentifier: CGRect]?
    ) -> Bool {
        var moved = false
        for slot in 0..<frames.count {
            let entry = entries[next]
            next += 1
            unowned(unsafe) let view = entry.view
            let frame = presented?[ObjectIdentifier(view)] ?? view.frame
            let x = origin.x + Double(frame.minX)
            let y = origin.y + Double(frame.minY)
            let pixels = PixelRect(snapping: x, y: y, width: Double(frame.width), height: Double(frame.height))
            if frames.store(pixels.offsetBy(dx: -origin.pixelX, dy: -origin.pixelY), at: slot) { moved = true }
            guard entry.childFrames.count > 0 else { continue }
            // A scroll view's bounds origin is its content offset: its subviews show shifted by it.
            let shift = view.bounds.origin
            let content = PlacementOrigin(
                x: x - Double(shift.x), y: y - Double(shift.y), pixelX: pixels.x, pixelY: pixels.y)
            if placeChildren(into: entry.childFrames, at: content, from: entries, next: &next, presented: presented) {
                // A grandchild that moved by a pixel inside a child that kept its frame is placed only if
                // this child is allocated again too: GTK skips allocations that did not change.
                frames.reallocate(at: slot)
                moved = true
            }
        }
        return moved
    }

    /// Lists the views below the root in the order `placeChildren` visits them.
    private func rebuildPlacements() {
        var entries: [Placement] = []
        entries.reserveCapacity(nodes.count)
        func add(childrenOf node: RenderedView, parent: Int) {
            for (slot, child) in node.children.enumerated() {
                let index = entries.count
                child.placement = index
                entries.append(
                    Placement(
                        view: child.view, childFrames: child.childFrames, parent: Int32(parent), slot: Int32(slot)))
                add(childrenOf: child, parent: index)
            }
        }
        add(childrenOf: rootNode, parent: -1)
        placements = entries
    }

    // MARK: Keeping the widgets in step with the views

    /// Gives every view of the tree a widget in the right place in the widget tree, redraws changed views,
    /// and takes the widgets of views that left the tree.
    private func syncTree() {
        visit += 1
        sync(rootNode)
        var departed: [ObjectIdentifier] = []
        for (key, node) in nodes where node.visit != visit {
            departed.append(key)
            retire(node)
        }
        for key in departed { nodes[key] = nil }
        rebuildPlacements()
        syncedTreeRevision = root.treeRevision
    }

    private func sync(_ node: RenderedView) {
        node.visit = visit
        let view = node.view
        if node.displayRevision != view.displayRevision {
            node.applyDisplay()
            if view is ScrollView { takeScrolls(for: node) }
        }
        if node.subviewsRevision != view.subviewsRevision {
            node.subviewsRevision = view.subviewsRevision
            let subviews = Set(view.subviews.map(ObjectIdentifier.init))
            // Views that left the tree give their widgets back before new views take some (a Refresh that
            // replaces nine cells reuses their nine widgets); views moved elsewhere in the tree keep theirs.
            for child in node.children where !subviews.contains(ObjectIdentifier(child.view)) {
                if child.view.rootView !== root { retireSubtree(child) }
            }
            var previous: Widget?
            node.setChildren(
                view.subviews.map { subview in
                    let child = self.node(for: subview)
                    node.widget.insert(child.widget, after: previous)
                    previous = child.widget
                    return child
                })
        }
        for child in node.children { sync(child) }
    }

    private func node(for view: View) -> RenderedView {
        if let existing = nodes[ObjectIdentifier(view)] { return existing }
        let widget = spareWidgets.popLast() ?? makeWidget()
        let node = RenderedView(widget: widget, view: view)
        nodes[ObjectIdentifier(view)] = node
        return node
    }

    private func makeWidget() -> FrameContainer {
        widgetsCreated += 1
        return FrameContainer()
    }

    /// Retires a view that left the tree and the views below it that left with it.
    private func retireSubtree(_ node: RenderedView) {
        for child in node.children where child.view.rootView !== root { retireSubtree(child) }
        nodes[ObjectIdentifier(node.view)] = nil
        retire(node)
    }

    private func retire(_ node: RenderedView) {
        node.widget.unparent()
        node.setChildren([])
        spareWidgets.append(node.widget)
    }

    private func notifyObservers() {
        guard !layoutObservers.isEmpty else { return }
        let observers = layoutObservers
        layoutObservers = []
        // After the whole frame: GTK is still allocating the rest of the window here.
        MainLoop.whenIdle { observers.forEach { $0() } }
    }
}

/// One view in the order of a placement pass (see `ViewRenderer.placements`). Unretained: its node holds the
/// view until the sync that drops the node also rebuilds the list.
private struct Placement {
    unowned(unsafe) let view: View
    /// Where its widget places the widgets of its subviews: as many frames as it has subviews.
    let childFrames: ChildFrames
    /// The index of its superview's entry (-1 for the root), and its own index among the superview's subviews.
    let parent: Int32
    let slot: Int32
}

/// Where a view's content starts in the root's coordinates: as laid out, and on the pixel grid.
private struct PlacementOrigin {
    var x, y: Double
    var pixelX, pixelY: Int
}
