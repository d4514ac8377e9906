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
    /// Where the widgets of the root's subviews go: a child of ``widget`` that fills it.
    private var rootNode: RenderedView
    private var nodes: [ObjectIdentifier: RenderedView] = [:]
    /// Every view below the root, depth first (a view, then its subviews' subtrees in order): the order in
    /// which a placement pass visits them. Rebuilt when the tree changes.
    private var placements: [Placement] = []
    /// How far the widgets are in step with the views, and the widgets kept for views that join later.
    private var treeSync = TreeSync()
    /// The viewport, exact size and the fitting height last measured.
    private var measuring = RootMeasuring()
    /// Where animated views are shown instead of their frames, by ``ViewAnimator``.
    var presentation = Presentation()
    /// What the passes have done, for `stats` and the tests.
    public private(set) var counters = RenderCounters()
    /// The root size of the last layout pass.
    public private(set) var rootSize = CGSize.zero
    /// The host's hooks into every layout pass.
    public var hooks = LayoutHooks()
    /// Where the pointer and the keyboard go: drags to pan recognizers, or everything to the views (live).
    var pointer: PointerRouting
    /// The lifecycle the root is laid out through, when it is a screen's (``init(screen:)``, ``show(_:)-screen``):
    /// its controller then sees UIKit's calls around each pass. Without one, the root gets the size and
    /// `layoutIfNeeded()`.
    public private(set) var screen: ScreenLifecycle?

    /// The tree shown.
    public var root: View { rootNode.view }

    /// The height of the area that shows the root (a scrolled window's viewport): the root is at least this
    /// tall, and taller when its views reach further down. The host sets it before the root is measured.
    public var viewportHeight: Int {
        get { measuring.viewportHeight }
        set { changeMeasuring(\.viewportHeight, to: newValue) }
    }

    /// Whether the root keeps exactly the size GTK gives it (the content area's) even when its views need more
    /// height; by default it asks for the height they need, and a scrolled window around it scrolls. Views that
    /// reach past a root that keeps its size overflow it, as on a device.
    public var keepsSize: Bool {
        get { measuring.keepsSize }
        set { if changeMeasuring(\.keepsSize, to: newValue) { widget.queueResize() } }
    }

    /// Sets a part of what the root's measure depends on; true if it changed (the height measured is dropped).
    @discardableResult
    private func changeMeasuring<Value: Equatable>(
        _ part: WritableKeyPath<RootMeasuring, Value>, to value: Value
    ) -> Bool {
        guard measuring[keyPath: part] != value else { return false }
        measuring[keyPath: part] = value
        measuring.fittingHeight = nil
        return true
    }

    /// Runs inside every layout pass once the views have their frames (the debug overlay's hook).
    public var onLayout: (@MainActor () -> Void)? {
        get { hooks.onLayout }
        set { hooks.onLayout = newValue }
    }

    /// Runs at the end of every layout pass with the pass's duration: only redraw here (a drawn badge);
    /// changing a widget's size or visibility inside the pass would lay the window out again.
    public var onLayoutTimed: (@MainActor (Duration) -> Void)? {
        get { hooks.onLayoutTimed }
        set { hooks.onLayoutTimed = newValue }
    }

    /// How many times the root was laid out.
    public var layoutPasses: Int { counters.layoutPasses }
    /// How many passes only placed the widgets again, for animation frames.
    public var placementPasses: Int { counters.placementPasses }
    /// How many view widgets were ever made: a resize never makes one.
    public var widgetsCreated: Int { counters.widgetsCreated }
    /// How long the last layout pass took: layout, keeping widgets in step, placing them.
    public var lastLayoutDuration: Duration { counters.lastLayoutDuration }

    /// The root's frame in the last pass.
    private var rootFrame: PixelRect {
        PixelRect(x: 0, y: 0, width: Int(rootSize.width), height: Int(rootSize.height))
    }

    /// A renderer showing `root`.
    public init(root: View) {
        pointer = PointerRouting(input: InputRouter(root: root))
        let rootWidget = FrameContainer()
        counters.widgetsCreated = 1
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

    /// A renderer showing `screen`'s root, laid out through `screen`.
    public convenience init(screen: ScreenLifecycle) {
        self.init(root: screen.content.rootView)
        self.screen = screen
    }

    /// Shows another screen's tree, laid out through `screen`, reusing the widgets of the one shown so far.
    public func show(_ screen: ScreenLifecycle) {
        show(screen.content.rootView)
        self.screen = screen
    }

    /// Shows another tree, reusing the widgets of the one shown so far.
    public func show(_ newRoot: View) {
        screen = nil
        for (_, node) in nodes where node !== rootNode {
            retire(node)
        }
        nodes = [:]
        // Until the next sync, which lists the new tree: the old views may go before it.
        placements = []
        rootNode.show(newRoot)
        pointer.input.root = newRoot
        nodes[ObjectIdentifier(newRoot)] = rootNode
        treeSync.treeRevision = nil
        measuring.fittingHeight = nil
        widget.queueResize()
    }

    /// Asks for a new layout pass: call it after changing the views (an action ran, a property changed).
    public func setNeedsLayout() {
        presentation.placementRequested = false
        measuring.fittingHeight = nil
        widget.queueResize()
    }

    /// Asks for a pass that only places the widgets again, at the presented frames where there are some.
    func setNeedsPlacement() {
        presentation.placementRequested = true
        widget.queueAllocate()
    }

    /// Runs `body` once, when the main loop is idle after the next layout pass.
    public func afterNextLayout(_ body: @escaping @MainActor () -> Void) {
        hooks.layoutObservers.append(body)
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
        if let cached = measuring.fittingHeight, cached.width == width, cached.viewport == viewportHeight,
            cached.revision == revision
        {
            return SizeRequest(minimum: cached.height, natural: cached.height)
        }
        let height = fittingHeight(forWidth: Double(width))
        measuring.fittingHeight = (width, viewportHeight, root.treeRevision, height)
        return SizeRequest(minimum: height, natural: height)
    }

    /// The root height that shows every view at `width`: the viewport's, or more if the views need it.
    public func fittingHeight(forWidth width: Double) -> Int {
        RootSizing.fittingHeight(of: root, forWidth: width, availableHeight: viewportHeight) { size in
            self.layOutRoot(size)
        }
    }

    private func layOutRoot(_ size: CGSize) {
        if let screen {
            screen.layOut(rootSize: size)
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
        if presentation.placementRequested && newSize == rootSize && treeSync.treeRevision == root.treeRevision {
            counters.placementPasses += 1
        } else {
            counters.layoutPasses += 1
            rootSize = newSize
            layOutRoot(rootSize)
        }
        presentation.placementRequested = false
        if treeSync.treeRevision != root.treeRevision { syncTree() }
        let moved = placeFrames()
        widget.place(rootNode.widget, in: rootFrame, reallocatingChildren: moved)
        onLayout?()
        notifyObservers()
    }

    private func finishTiming(since start: ContinuousClock.Instant, clock: ContinuousClock) {
        counters.lastLayoutDuration = clock.now - start
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
        let presented = presentation.frames.isEmpty ? nil : presentation.frames
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
        treeSync.visit += 1
        sync(rootNode)
        var departed: [ObjectIdentifier] = []
        for (key, node) in nodes where node.visit != treeSync.visit {
            departed.append(key)
            retire(node)
        }
        for key in departed { nodes[key] = nil }
        rebuildPlacements()
        treeSync.treeRevision = root.treeRevision
    }

    private func sync(_ node: RenderedView) {
        node.visit = treeSync.visit
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
        let widget = treeSync.spareWidgets.popLast() ?? makeWidget()
        let node = RenderedView(widget: widget, view: view)
        nodes[ObjectIdentifier(view)] = node
        return node
    }

    private func makeWidget() -> FrameContainer {
        counters.widgetsCreated += 1
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
        treeSync.spareWidgets.append(node.widget)
    }

    private func notifyObservers() {
        guard !hooks.layoutObservers.isEmpty else { return }
        let observers = hooks.layoutObservers
        hooks.layoutObservers = []
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
