// Steps an ambiguous view through other solutions its constraints allow, and back to the one the solver chose.

import Cassowary
import Foundation

/// Moves an ambiguous view to the extreme solutions of its free attributes, one at a time, and back.
///
/// UIKit's `exerciseAmbiguityInLayout` jumps to some other frame. This knows where the others are: each stop
/// pulls one free attribute towards one end with an edit variable at a priority below every priority a layout
/// can use, so the solver, which meets priorities strictly in order, keeps every required constraint and every
/// preference exactly as met as before and only then moves the attribute as far as the optimal face allows.
/// An end the face does not bound is shown a quarter of the root's size away.
///
/// ```swift
/// let stepper = AmbiguityStepper(view: container)   // nil when the view's frame is fixed
/// stepper?.step()      // y at its minimum: the frames are written
/// stepper?.restore()   // back to the solver's own solution
/// ```
public final class AmbiguityStepper {
    /// One solution a step shows: which attribute went to which end, and where it went.
    public struct Stop: Sendable, Equatable, CustomStringConvertible {
        /// The attribute pulled.
        public let attribute: FrameAttribute
        /// True towards larger values.
        public let towardsMaximum: Bool
        /// The attribute's value there (in the superview's coordinates).
        public var value: Double = .nan
        /// Whether the face ends there (false: it goes on, and the stop is a quarter of the root away).
        public var isBounded = true

        /// `y at its maximum, 120` or `y has no maximum: shown at 286`.
        public var description: String {
            let end = towardsMaximum ? "maximum" : "minimum"
            let shown = formatAmount(CGFloat(value))
            return isBounded
                ? "\(attribute) at its \(end), \(shown)"
                : "\(attribute) has no \(end): shown at \(shown)"
        }
    }

    /// Below any priority a layout can use (Auto Layout's lowest is 1), so nothing else gives way to it.
    static let explorationStrength = Strength(priority: 0.001)
    /// How far a stop pulls first, to find where the face ends (within the solver's supported suggestions).
    static let farPull = 100_000.0

    /// The view stepped.
    public let view: View
    /// The free attributes, as they were when the stepper was made.
    public let attributes: [FrameAttribute]
    /// Every stop that moves the view, in order: each attribute's minimum, then its maximum (an end where the
    /// solver's own solution already is is left out).
    public private(set) var stops: [Stop] = []
    /// The stop shown, or nil for the solver's own solution.
    public private(set) var current: Int?
    private var pulled: (variable: Variable, original: Double)?

    /// A stepper for `view`, laid out first; nil when the constraints fix its frame (or it is the root). Finds
    /// every stop at once, each pulled and released again, so the frames are as they were when it returns.
    public init?(view: View) {
        let attributes = view.ambiguousFrameAttributes
        guard !attributes.isEmpty, view.layoutVariables != nil, view.rootView.engine != nil else { return nil }
        self.view = view
        self.attributes = attributes
        for attribute in attributes {
            for towardsMaximum in [false, true] {
                let stop = probe(Stop(attribute: attribute, towardsMaximum: towardsMaximum))
                if let stop { stops.append(stop) }
            }
        }
    }

    /// Shows the next stop (after the last, the solver's own solution again) and writes the tree's frames.
    /// Returns the stop shown, nil for the solver's own solution.
    @discardableResult
    public func step() -> Stop? {
        let next = current.map { $0 + 1 } ?? 0
        restore()
        guard next < stops.count, let variable = variable(stops[next].attribute) else { return nil }
        guard pull(variable, to: stops[next].value) else { return nil }
        current = next
        view.rootView.engine?.writeFrames()
        return stops[next]
    }

    /// Back to the solver's own solution: the pulled attribute is suggested back to its value and released.
    public func restore() {
        defer {
            pulled = nil
            current = nil
        }
        guard let (variable, original) = pulled, let engine = view.rootView.engine else { return }
        let solver = engine.solver
        try? solver.suggestValue(variable, original)
        try? solver.removeEditVariable(variable)
        solver.updateVariables()
        engine.writeFrames()
    }

    private func variable(_ attribute: FrameAttribute) -> Variable? {
        guard let variables = view.layoutVariables else { return nil }
        return switch attribute {
        case .x: variables.x
        case .y: variables.y
        case .width: variables.width
        case .height: variables.height
        }
    }

    /// Pulls `variable` towards `target` at the exploration strength; false if the solver refused the edit.
    private func pull(_ variable: Variable, to target: Double) -> Bool {
        guard let solver = view.rootView.engine?.solver else { return false }
        let original = variable.value
        do {
            try solver.addEditVariable(variable, strength: Self.explorationStrength)
        } catch {
            return false
        }
        pulled = (variable, original)
        try? solver.suggestValue(variable, target)
        solver.updateVariables()
        return true
    }

    /// Where `stop` is: as far as the face goes, or a quarter of the root away when it goes on; nil when that
    /// is where the solver's own solution already is.
    private func probe(_ stop: Stop) -> Stop? {
        guard let variable = variable(stop.attribute) else { return nil }
        let original = variable.value
        let direction = stop.towardsMaximum ? 1.0 : -1.0
        let far = original + direction * Self.farPull
        guard pull(variable, to: far) else { return nil }
        defer { restore() }
        var found = stop
        var reached = variable.value
        found.isBounded = abs(reached - far) > 0.5
        if !found.isBounded {
            let root = view.rootView.bounds.size
            let extent = stop.attribute == .x || stop.attribute == .width ? root.width : root.height
            var target = original + direction * Double(extent) / 4
            if stop.attribute == .width || stop.attribute == .height { target = max(0, target) }
            try? view.rootView.engine?.solver.suggestValue(variable, target)
            view.rootView.engine?.solver.updateVariables()
            reached = variable.value
        }
        found.value = reached + 0
        return abs(reached - original) > 0.5 ? found : nil
    }
}
