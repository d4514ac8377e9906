// The inspector: which view is selected and measured to, and keeping the pane, the outline and the layers in step.

@_spi(Rendering) import Cartography
import Foundation
import GtkKit
import ViewRendering

/// Selects views (a click on the root, a row of the hierarchy, or `select`), shows what the layout knows of
/// the selected one in the pane, outlines it, measures to the view under the pointer while Alt is held, steps
/// an ambiguous one through its other solutions, and draws the exploded view.
@MainActor
final class Inspector {
    let pane = InspectorPane()
    let canvas = SelectionCanvas()
    let exploded: ExplodedView
    private let renderer: ViewRenderer
    /// What the inspector asks of the session.
    var hooks = InspectorHooks()

    private var selection = InspectorSelection()
    /// The stepper through the selected view's solutions, once `step-ambiguity` started it.
    private var step: AmbiguityStep?
    /// The area shown for the root, as the content area last gave it.
    private var rootArea: PixelSize?
    /// The root the hierarchy tree shows, and the tree revision it was made at.
    private var hierarchy = ShownHierarchy()
    /// The last inspection shown, for `inspect` and the constraint rows.
    private(set) var inspection: ViewInspection?
    /// The last constraint opened (or copied), for `open-constraint` and tests.
    private(set) var lastOpened: SourceOpener.Outcome?
    private var isPaneUpdateScheduled = false

    init(renderer: ViewRenderer) {
        self.renderer = renderer
        exploded = ExplodedView(renderer: renderer)
        pane.hierarchy.onSelect { [unowned self] path in
            if let view = self.view(atPath: path) { self.select(view) }
        }
        pane.constraintList.onRowActivated { [unowned self] index in _ = self.openConstraint(at: index) }
        pane.stepButton.onClicked { [unowned self] in _ = self.stepAmbiguity() }
        pane.clearButton.onClicked { [unowned self] in self.select(nil) }
        exploded.onSelect = { [unowned self] view in self.select(view) }
    }

    /// Puts the outline and the layers over the root, and makes a click select and Alt measure.
    func install(over root: Overlay) {
        root.addOverlay(canvas.drawing)
        root.addOverlay(exploded.drawing)
        root.onClick { [unowned self] point, _ in
            // In live mode, and after a drag a view took, the click was the preview's.
            guard !self.exploded.isOn, !self.renderer.isLive, !self.renderer.lastPressWentToViews else { return }
            self.select(self.renderer.root.hitTest(point))
        }
        root.onPointerMotion { [unowned self] point, modifiers in
            guard let point, modifiers.contains(.alt), self.selected != nil, !self.exploded.isOn else {
                if self.measured != nil { self.measure(to: nil) }
                return
            }
            let hovered = self.renderer.root.hitTest(point)
            if hovered !== self.measured { self.measure(to: hovered) }
        }
    }

    // MARK: Selection

    /// Selects `view` (nil: nothing): outlines it, selects its row, and shows it in the pane, opening the pane;
    /// `shown` runs once the pane is open (at once when nothing is selected).
    func select(_ view: View?, shown: @escaping @MainActor () -> Void = {}) {
        if view !== selected, let step {
            step.stepper?.restore()
            self.step = nil
            renderer.setNeedsLayout()
        }
        selection = InspectorSelection(selected: view, measured: nil)
        exploded.selected = view
        hooks.selectionDidChange(view != nil)
        guard let view else {
            pane.widget.isVisible = false
            pane.hierarchy.unselectAll()
            inspection = nil
            updateCanvas()
            return shown()
        }
        refreshHierarchyIfNeeded()
        if let path = path(of: view) { pane.hierarchy.select(path) }
        pane.statusText = ""
        pane.widget.isVisible = true
        updatePane()
        updateCanvas()
        hooks.openPane(shown)
    }

    /// Measures from the selected view to `view` (nil: stops measuring).
    func measure(to view: View?) {
        selection.measured = selected == nil ? nil : view
        updateCanvas()
    }

    /// The distances drawn, if a view is measured to.
    var measurement: FrameMeasurement? {
        guard let selected, let measured else { return nil }
        return FrameMeasurement(selected: selected.frameInRoot, other: measured.frameInRoot)
    }

    /// The view called `name` (its accessibility identifier, else its debug name), in tree order.
    func view(named name: String) -> View? {
        var stack = [renderer.root]
        while let view = stack.popLast() {
            if view.debugName == name { return view }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    // MARK: Ambiguity

    /// What a step did.
    enum StepResult {
        case nothingSelected
        /// The selected view's frame is fixed: there is nothing to step through.
        case fixed
        /// The stop shown, nil for the solver's own solution.
        case stepped(AmbiguityStepper.Stop?)
    }

    /// Shows the selected view's next solution (after the last, the solver's own).
    func stepAmbiguity() -> StepResult {
        guard let selected else { return .nothingSelected }
        if step == nil {
            step = AmbiguityStep(
                stepper: AmbiguityStepper(view: selected), rootArea: rootArea,
                realFrame: renderer.pixelFrame(of: selected))
        }
        guard let stepper = step?.stepper else {
            pane.statusText = "\(selected.debugName) is not ambiguous: its constraints fix its frame"
            return .fixed
        }
        guard !stepper.stops.isEmpty else {
            pane.statusText =
                "\(selected.debugName) is free in \(stepper.attributes.map(\.rawValue).joined(separator: ", ")), "
                + "but no other solution moves it"
            return .fixed
        }
        let stop = stepper.step()
        pane.statusText =
            stop.map { "Solution \(stepper.current! + 2) of \(stepper.stops.count + 1): \($0)" }
            ?? "Solution 1 of \(stepper.stops.count + 1): the solver's own"
        renderer.setNeedsLayout()
        return .stepped(stop)
    }

    /// Back to the solver's own solution, if a step moved the selected view.
    func restoreAmbiguity() {
        guard let stepper = step?.stepper, stepper.current != nil else { return }
        stepper.restore()
        pane.statusText = "Solution 1 of \(stepper.stops.count + 1): the solver's own"
        renderer.setNeedsLayout()
    }

    // MARK: Source lines

    /// Opens the line of the selected view's constraint at `index` (the pane's order) in `$EDITOR`, or copies it.
    func openConstraint(at index: Int) -> SourceOpener.Outcome? {
        guard let inspection, inspection.constraints.indices.contains(index) else { return nil }
        guard let location = inspection.constraints[index].location else {
            pane.statusText = "That constraint has no source line"
            return nil
        }
        let outcome = SourceOpener.open(location, copyingFrom: pane.widget) { [weak self] problem in
            if let problem { self?.pane.statusText = problem }
        }
        pane.statusText = outcome.message
        lastOpened = outcome
        return outcome
    }

    // MARK: Keeping in step

    /// The content area gives the root `area` (before the root is measured and laid out for it): a step
    /// shown in another area goes back first, so that the solver's own solution is what the new size starts
    /// from.
    func rootAreaWillChange(to area: PixelSize) {
        rootArea = area
        guard let step, step.rootArea != area else { return }
        step.stepper?.restore()
        self.step = nil
    }

    /// The view selected, if any.
    var selected: View? { selection.selected }
    /// The view measured to from the selected one, if any.
    var measured: View? { selection.measured }

    /// The stepper under way, if `step-ambiguity` started one for the selected view.
    var stepper: AmbiguityStepper? { step?.stepper }

    /// The tree was laid out: move the outline, and update the pane when the main loop is idle (changing
    /// widgets inside a layout pass would make GTK measure the window again while it is allocating it).
    func layoutDidChange() {
        if let selected, selected.rootView !== renderer.root {
            // The selected view left the tree (a Refresh).
            MainLoop.whenIdle { [weak self] in self?.select(nil) }
        }
        updateCanvas()
        exploded.layoutDidChange()
        guard !isPaneUpdateScheduled, pane.widget.isVisible || hierarchy.revision != nil else { return }
        isPaneUpdateScheduled = true
        MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            self.isPaneUpdateScheduled = false
            self.refreshHierarchyIfNeeded()
            if self.selected != nil { self.updatePane() }
        }
    }

    /// Another preview is shown: nothing of the old one stays selected.
    func documentDidChange() {
        step = nil
        hierarchy.revision = nil
        if selected != nil || pane.widget.isVisible { select(nil) }
    }

    private func refreshHierarchyIfNeeded() {
        let revision = renderer.root.treeRevision
        guard hierarchy.revision != revision || hierarchy.root !== renderer.root else { return }
        hierarchy = ShownHierarchy(root: renderer.root, revision: revision)
        func node(_ view: View) -> TreeList.Node {
            TreeList.Node(title: view.debugName, children: view.subviews.map(node))
        }
        pane.hierarchy.show([node(renderer.root)])
        if let selected, let path = path(of: selected) { pane.hierarchy.select(path) }
    }

    /// The index path of `view` in the hierarchy tree: `[0]` the root, `[0, 2]` its third subview.
    private func path(of view: View) -> [Int]? {
        var path: [Int] = []
        var current = view
        while let superview = current.superview {
            guard let index = superview.subviews.firstIndex(where: { $0 === current }) else { return nil }
            path.insert(index, at: 0)
            current = superview
        }
        return current === renderer.root ? [0] + path : nil
    }

    private func view(atPath path: [Int]) -> View? {
        guard path.first == 0 else { return nil }
        var view = renderer.root
        for index in path.dropFirst() {
            guard view.subviews.indices.contains(index) else { return nil }
            view = view.subviews[index]
        }
        return view
    }

    private func updateCanvas() {
        canvas.selection = selected.flatMap { renderer.pixelFrame(of: $0) }
        canvas.realFrame = step.flatMap { $0.isAway ? $0.realFrame : nil }
        if let measured, let measurement, let frame = renderer.pixelFrame(of: measured) {
            canvas.measured = (frame, measurement)
        } else if canvas.measured != nil {
            canvas.measured = nil
        }
    }

    /// Shows the selected view's inspection in the pane now.
    func updatePane() {
        guard let selected else { return }
        var inspection = hooks.inspect(selected)
        // A step pins the attribute it moves: the ambiguity is the one the real solution has.
        if let stepper, stepper.current != nil { inspection.ambiguousAttributes = stepper.attributes }
        self.inspection = inspection
        let lines = inspection.lines
        let constraintsStart = lines.firstIndex { $0.hasPrefix("Constraints (") } ?? lines.count
        let constraintsEnd = constraintsStart + 1 + inspection.constraints.count
        pane.show(
            title: lines.first ?? selected.debugName, summary: Array(lines[1..<constraintsStart]),
            constraints: inspection.constraintLines,
            problems: Array(lines[min(constraintsEnd, lines.count)...]),
            canStep: !inspection.ambiguousAttributes.isEmpty)
    }

    /// What the pane shows, as text: the inspection, then the stepper's and the last action's status.
    var panelText: String? {
        guard selected != nil, let inspection else { return nil }
        var text = inspection.text
        if !pane.statusText.isEmpty { text += "\n" + pane.statusText }
        return text
    }
}
