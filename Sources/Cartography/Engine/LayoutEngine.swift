// One solver per view tree, kept in step with the tree's active constraints.

@_spi(LayoutEngine) import Cassowary
import Foundation

/// Counters of what a tree's layout engine has done, for tests, benchmarks and hosts.
public struct LayoutStatistics: Sendable, Equatable {
    /// Layout passes that solved (root resizes included).
    public var layoutPasses = 0
    /// Passes that had to bring the solver in step with changed constraints or views.
    public var syncs = 0
    /// Layout constraints added to the solver.
    public var constraintsAdded = 0
    /// Layout constraints taken out of the solver.
    public var constraintsRemoved = 0
    /// Frame-keeping constraints (views whose `translatesAutoresizingMaskIntoConstraints` is true) added.
    public var frameConstraintsAdded = 0
    /// Times the root size was suggested to the solver.
    public var rootSizeSuggestions = 0
    /// Extra solves because views whose size depends on their width (wrapping labels) measured
    /// differently at their solved width (see `LayoutEngine.settleWidthDependentSizes`).
    public var widthPasses = 0
    /// Content-size constants changed in the solver in place (a suggestion, not a removal and an
    /// addition): those of views whose size depends on their width.
    public var constantsChangedInPlace = 0
    /// The solver's own counters.
    public var solver = SolverStatistics()
}

/// A constraint the solver holds, and the layout constraint it stands for.
struct HeldConstraint {
    let layout: LayoutConstraint
    let solver: Constraint
    let token: UInt64
}

/// A view whose frame the engine writes after each solve, and where it reads the frame's values.
///
/// Nothing here retains: a resize writes thousands of frames, and retaining views (which have weak
/// references, so their counts live in side tables) cost a third of a resize; reading the values through
/// the variables cost half of the rest (see `Variable.valueAddress`). The view and the values stay valid
/// because every change to the tree marks the engine for a sync, which rebuilds this list before the
/// next frames are written, and the engine keeps the views' variables until then; and because writing
/// stops at the first `layoutSubviews` that changed the tree (see `writeFrames`).
struct Placement {
    let view: Unmanaged<View>
    let x: UnsafePointer<Double>
    let y: UnsafePointer<Double>
    let width: UnsafePointer<Double>
    let height: UnsafePointer<Double>

    init(view: View, variables: ItemVariables) {
        self.view = .passUnretained(view)
        x = variables.x.valueAddress
        y = variables.y.valueAddress
        width = variables.width.valueAddress
        height = variables.height.valueAddress
    }

    /// The solved frame; `+ 0` turns the solver's -0.0 into 0, so frames print and compare as expected.
    var solvedFrame: CGRect {
        CGRect(x: x.pointee + 0, y: y.pointee + 0, width: width.pointee + 0, height: height.pointee + 0)
    }
}

/// The constraints keeping a `translatesAutoresizingMaskIntoConstraints` view at its frame.
struct FrameFix {
    let view: View
    let frame: CGRect
    let constraints: [Constraint]
}

/// The solver of one view tree. It lives on the root view. A layout pass brings the solver in step with
/// the tree only when something changed (incrementally: only changed constraints are added or removed),
/// suggests the root's size to the solver as an edit variable, and writes the frames.
final class LayoutEngine {
    /// The root view owns the engine.
    unowned let root: View
    let solver = Solver()
    var held: [HeldConstraint] = []
    var frameFixes: [ObjectIdentifier: FrameFix] = [:]
    /// Views whose frames the engine writes after solving, in tree order, with their variables.
    var placements: [Placement] = []
    /// Views given variables during the current sync.
    var viewsGivenVariables: [View] = []
    var needsSync = true
    var syncStamp: UInt64 = 0
    var suggestedSize: CGSize?
    var statistics = LayoutStatistics()
    /// Conflicts found by the passes so far, newest last.
    var conflicts: [LayoutConflict] = []
    var previousConflicts: [LayoutConflict] = []
    /// Views laid out by constraints whose intrinsic size depends on their width, found by the last sync.
    var widthDependentViews: [View] = []
    /// Views below the root that place their own content once laid out (tables), found by the last sync.
    var contentTilingViews: [View] = []
    /// Views with `preservesSuperviewLayoutMargins`, parents first, found by the last sync.
    var marginPreservingViews: [View] = []

    /// Priority of the root's size: above any priority a layout can use short of required, so the root
    /// keeps the host's size unless required constraints make that impossible.
    static let rootSizeStrength = Strength(priority: 999.999)

    init(root: View) {
        self.root = root
        let variables = variables(of: root)
        viewsGivenVariables.removeAll()
        try? solver.addEditVariable(variables.width, strength: LayoutEngine.rootSizeStrength)
        try? solver.addEditVariable(variables.height, strength: LayoutEngine.rootSizeStrength)
    }

    /// Passes one `layoutIfNeeded` runs at most (nested calls from `layoutSubviews` included) while
    /// `layoutSubviews` overrides keep changing the tree: enough for any layout that settles, and a bound
    /// for one that never does (UIKit would lay it out again on every frame).
    static let maximumPassesPerLayout = 16
    private var passesThisLayout = 0
    private var layoutDepth = 0

    /// Solves and writes frames if anything changed since the last pass, and calls `layoutSubviews` on
    /// the views whose frames changed. If those calls change the tree, its constraints or the root's
    /// size, another pass follows, as UIKit lays out again what a `layoutSubviews` invalidated.
    func layoutIfNeeded() {
        if layoutDepth == 0 { passesThisLayout = 0 }
        layoutDepth += 1
        defer { layoutDepth -= 1 }
        while needsSync || root.needsLayoutFlag || root.bounds.size != suggestedSize {
            guard passesThisLayout < Self.maximumPassesPerLayout else {
                if layoutDepth == 1 {
                    LayoutIssues.report(
                        .invalidHierarchy(
                            "the layout of \(root.debugName) did not settle: layoutSubviews changed the tree on each of "
                                + "\(Self.maximumPassesPerLayout) passes; the next layoutIfNeeded goes on"))
                }
                return
            }
            passesThisLayout += 1
            layOutOnce()
            tileContent()
        }
    }

    /// Lets tables place the cells for their solved frames; what they add or move asks for another pass.
    private func tileContent() {
        if root.tilesContent { root.tileContentIfNeeded() }
        for view in contentTilingViews where view.rootView === root { view.tileContentIfNeeded() }
    }

    /// One pass: sync if needed, suggest the root's size, solve, write the frames, call `layoutSubviews`.
    private func layOutOnce() {
        let size = root.bounds.size
        if needsSync { sync() }
        if size != suggestedSize {
            let variables = variables(of: root)
            try? solver.suggestValue(variables.width, sanitized(size.width))
            try? solver.suggestValue(variables.height, sanitized(size.height))
            suggestedSize = size
            statistics.rootSizeSuggestions += 1
        }
        solver.updateVariables()
        if !rootSizeHolds(size) { leaveOutConstraintsConflictingWithRootSize(size) }
        settleWidthDependentSizes(size)
        statistics.layoutPasses += 1
        statistics.solver = solver.statistics
        // Cleared before any `layoutSubviews` runs, so that what an override invalidates asks for another pass.
        root.needsLayoutFlag = false
        writeFrames()
        if !marginPreservingViews.isEmpty, !needsSync { updatePreservedMargins() }
    }

    /// Writes the solved frames into the placed views and calls `layoutSubviews` on those that changed.
    ///
    /// The placements do not retain their views, and an override may remove a view (and free it) or change
    /// the tree in any other way. Every such change marks the engine for a sync (a nested `layoutIfNeeded`
    /// then syncs), so the loop stops at the first call after which the tree may have changed, before it
    /// touches another placement; the next pass syncs and goes on over the live tree, where frames already
    /// written are equal and skipped. Measured on a 10,000-cell resize (release, median of 400): 132 µs, as
    /// before; collecting the changed views (retained) and calling them after the loop took 336 µs.
    func writeFrames() {
        let stamp = syncStamp
        for placement in placements {
            let frame = placement.solvedFrame
            let treeChanged = placement.view._withUnsafeGuaranteedRef { view -> Bool in
                let old = view.storedFrame
                guard
                    old.origin.x != frame.origin.x || old.origin.y != frame.origin.y
                        || old.size.width != frame.size.width || old.size.height != frame.size.height
                else { return false }
                view.storedFrame = frame
                // Not retained for the call either (8.5 ns a view, 85 µs of that resize): the tree holds the
                // view, and only the override itself could drop that reference while it runs.
                view.layoutSubviews()
                return needsSync || syncStamp != stamp
            }
            if treeChanged { return }
        }
    }

    /// A size the solver can take: finite and not negative.
    private func sanitized(_ value: CGFloat) -> Double {
        let double = Double(value)
        return double.isFinite ? max(0, double) : 0
    }

    // MARK: Sync

    /// Brings the solver in step with the tree: removes the constraints that left, adds the ones that
    /// came (in activation order), and keeps frame-keeping views at their frames.
    func sync() {
        syncStamp &+= 1
        statistics.syncs += 1
        previousConflicts = conflicts
        conflicts = []
        viewsGivenVariables.removeAll()
        widthDependentViews.removeAll()
        contentTilingViews.removeAll()
        marginPreservingViews.removeAll()
        var toAdd: [LayoutConstraint] = []
        var viewsWithVariables: [View] = []
        var stack: [View] = [root]
        while let view = stack.popLast() {
            syncContentSize(of: view)
            // The root itself is asked by `tileContent`: the engine holding it would keep it alive (a cycle).
            if view.tilesContent, view !== root { contentTilingViews.append(view) }
            if view.preservesSuperviewLayoutMargins, view !== root { marginPreservingViews.append(view) }
            view.installedConstraints.compact()
            for (constraint, _) in view.installedConstraints.entries {
                constraint.syncStamp = syncStamp
                let current =
                    constraint.heldBy === self && constraint.heldToken == constraint.activationToken
                    && !constraint.needsSolverUpdate
                if !current && !changeConstantInPlace(constraint) { toAdd.append(constraint) }
            }
            if view.layoutVariables != nil { viewsWithVariables.append(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }

        // Removals first: removing required equalities makes the solver rebuild, once, at the next add.
        var kept: [HeldConstraint] = []
        kept.reserveCapacity(held.count)
        for entry in held {
            let layout = entry.layout
            let current =
                layout.heldBy === self && layout.heldToken == entry.token && layout.syncStamp == syncStamp
                && layout.isLive(token: entry.token) && !layout.needsSolverUpdate
            if current {
                kept.append(entry)
            } else {
                try? solver.remove(entry.solver)
                releaseConstantEdit(of: layout)
                if layout.heldBy === self && layout.heldToken == entry.token { layout.heldBy = nil }
                statistics.constraintsRemoved += 1
            }
        }
        held = kept

        // Build the new constraints' expressions (this may give views their first variables).
        toAdd.sort { $0.activationToken < $1.activationToken }
        var built: [(LayoutConstraint, Constraint)] = []
        built.reserveCapacity(toAdd.count)
        for constraint in toAdd {
            constraint.needsSolverUpdate = false
            if let solverConstraint = makeSolverConstraint(constraint) {
                built.append((constraint, solverConstraint))
            }
        }

        syncFrameFixes(candidates: viewsWithVariables + viewsGivenVariables)
        add(built)

        placements = (viewsWithVariables + viewsGivenVariables).compactMap { view in
            guard view !== root, !view.translatesAutoresizingMaskIntoConstraints, view.rootView === root,
                let variables = view.layoutVariables
            else { return nil }
            return Placement(view: view, variables: variables)
        }
        viewsGivenVariables.removeAll()
        needsSync = false
    }

    /// The solver form of a layout constraint, in its items' closest common ancestor's coordinates; nil
    /// (reported through ``LayoutIssues``, the constraint left out of this layout) when it cannot be built.
    func makeSolverConstraint(_ constraint: LayoutConstraint) -> Constraint? {
        guard let first = constraint.firstConstraintItem, let ancestor = constraint.installedView else {
            return nil
        }
        guard constraint.priority.isValid else {
            leaveOut(
                constraint, .invalidPriority,
                "the priority \(constraint.priority) of \(constraint.equationDescription) is outside 1...1000")
            return nil
        }
        // In a right-to-left context, leading and trailing mirror the layout, as UIKit does: a constraint
        // that uses them measures every horizontal position along the mirrored axis, so that
        // `leading == superview.leading + 20` means 20 points in from the right edge.
        let origins = constraint.origins
        let mirrored =
            (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
                || origins?.hasDirectionalAttribute == true)
            && first.hierarchyView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let contentArea = scrollViewContentArea(of: constraint, in: ancestor)
        func position(_ attribute: LayoutAttribute, of item: any ConstraintItem) -> LinearExpression? {
            let inContent = contentArea != nil && item === contentArea && attribute.isScrollContentEdge
            guard let value = self.expression(for: attribute, of: item, in: ancestor, contentArea: inContent) else {
                let reason = item.hierarchyView == nil ? item.detachedReason : "\(item.debugName) left the view tree"
                leaveOut(constraint, .missingItem, "\(reason): \(constraint.equationDescription) is left out")
                return nil
            }
            return mirrored && attribute.isLocation && attribute.axis == .horizontal ? -value : value
        }
        /// A side: an attribute, or the distance to it from its origin (`anchorWithOffset(to:)`).
        func side(
            _ attribute: LayoutAttribute, of item: any ConstraintItem, from origin: AnchorOrigins.End?
        )
            -> LinearExpression?
        {
            guard var value = position(attribute, of: item) else { return nil }
            guard let origin else { return value }
            guard let originItem = origin.handle.constraintItem,
                let start = position(origin.attribute, of: originItem)
            else {
                leaveOut(constraint, .missingItem, "an anchor of \(constraint.equationDescription) is gone")
                return nil
            }
            value.add(start, times: -1)
            return value
        }
        guard var expression = side(constraint.firstAttribute, of: first, from: origins?.first) else { return nil }
        if constraint.secondAttribute != .notAnAttribute, let second = constraint.secondConstraintItem {
            guard let rhs = side(constraint.secondAttribute, of: second, from: origins?.second) else { return nil }
            expression.add(rhs, times: -Double(constraint.multiplier))
        }
        expression.add(constantTerm(of: constraint), times: -1)
        let relation: Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(expression, relation, strength: constraint.priority.strength)
    }

    /// Reports an active constraint this layout cannot include; it stays active, and is tried again at the
    /// next sync, in case whatever was missing is back.
    private func leaveOut(_ constraint: LayoutConstraint, _ kind: LayoutError.Kind, _ message: String) {
        LayoutIssues.report(
            .invalidConstraint(LayoutError(kind: kind, message: message, location: constraint.location)))
    }

    /// Adds constraints to the solver in one batch; if that fails, one by one, leaving out (and
    /// reporting) each one that conflicts with those before it, as Auto Layout recovers.
    func add(_ built: [(LayoutConstraint, Constraint)]) {
        guard !built.isEmpty else { return }
        do {
            try solver.add(built.map(\.1))
            for (layout, solverConstraint) in built { hold(layout, solverConstraint) }
            return
        } catch {}
        for (layout, solverConstraint) in built {
            do {
                try solver.add(solverConstraint)
                hold(layout, solverConstraint)
            } catch .unsatisfiableConstraint(_, let conflicts) {
                recordConflict(leftOut: layout, conflicts: conflicts)
            } catch {
                LayoutIssues.report(
                    .invalidConstraint(
                        LayoutError(
                            kind: .nonFinite, message: "\(layout.equationDescription): \(error)",
                            location: layout.location)))
            }
        }
    }

    private func hold(_ layout: LayoutConstraint, _ solverConstraint: Constraint) {
        layout.heldBy = self
        layout.heldToken = layout.activationToken
        layout.heldPriority = layout.priority
        held.append(HeldConstraint(layout: layout, solver: solverConstraint, token: layout.activationToken))
        statistics.constraintsAdded += 1
    }

    // MARK: Frame-keeping views

    /// Keeps each `translatesAutoresizingMaskIntoConstraints` view that the solver knows at its frame
    /// with four required constraints, updated when the frame changes; removes them when the view
    /// starts taking its frame from constraints or leaves the tree.
    func syncFrameFixes(candidates: [View]) {
        var wanted = Set<ObjectIdentifier>()
        var toAdd: [Constraint] = []
        for view in candidates where view !== root && view.translatesAutoresizingMaskIntoConstraints {
            let key = ObjectIdentifier(view)
            guard wanted.insert(key).inserted else { continue }
            if let fix = frameFixes[key], fix.frame == view.frame { continue }
            if let old = frameFixes.removeValue(forKey: key) {
                for constraint in old.constraints { try? solver.remove(constraint) }
            }
            let variables = self.variables(of: view)
            let name = "\(view.debugName).frame (translatesAutoresizingMaskIntoConstraints)"
            let frame = view.frame
            let constraints = [
                Constraint(
                    variables.x - Double(frame.minX), .equal, label: "\(name) minX == \(formatConstant(frame.minX))"),
                Constraint(
                    variables.y - Double(frame.minY), .equal, label: "\(name) minY == \(formatConstant(frame.minY))"),
                Constraint(
                    variables.width - Double(frame.width), .equal,
                    label: "\(name) width == \(formatConstant(frame.width))"),
                Constraint(
                    variables.height - Double(frame.height), .equal,
                    label: "\(name) height == \(formatConstant(frame.height))"),
            ]
            frameFixes[key] = FrameFix(view: view, frame: frame, constraints: constraints)
            toAdd += constraints
        }
        for (key, fix) in frameFixes where !wanted.contains(key) {
            for constraint in fix.constraints { try? solver.remove(constraint) }
            frameFixes[key] = nil
        }
        for constraint in toAdd {
            do {
                try solver.add(constraint)
                statistics.frameConstraintsAdded += 1
            } catch {
                LayoutIssues.report(.invalidHierarchy("cannot keep a view at its frame: \(error)"))
            }
        }
    }
}
