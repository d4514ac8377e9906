// The inspector's control-channel commands: select, inspect, measure, explode, step-ambiguity, open-constraint.

import Foundation

/// One inspector command on the control channel, as tests drive the inspector.
public enum InspectorCommand: Equatable, Sendable {
    /// `select NAME`, `select X,Y` (the view a click there would select, root points; a layer's while the
    /// exploded view is shown) or `select none`.
    case select(Target?)
    /// `inspect`: reply with the pane's text for the selected view.
    case inspect
    /// `measure NAME` or `measure none`: the distances from the selected view, as Alt over NAME draws them.
    case measure(String?)
    /// `explode on`, `explode off`, or `explode YAW [PITCH]` (degrees): the exploded view, turned.
    case explode(on: Bool, yaw: Double?, pitch: Double?)
    /// `step-ambiguity` (the next solution) or `step-ambiguity back` (the solver's own).
    case stepAmbiguity(back: Bool)
    /// `open-constraint N`: a click on the selected view's constraint N (from 0): `$EDITOR +LINE FILE`, or a copy.
    case openConstraint(Int)

    /// Which view `select` means.
    public enum Target: Equatable, Sendable {
        case name(String)
        case point(CGPoint)
    }

    /// The verbs, for the usage line.
    public static let usage =
        "select NAME|X,Y|none | inspect | measure NAME|none | explode on|off|YAW [PITCH] | step-ambiguity [back] | "
        + "open-constraint N"

    /// The verb, as the reply echoes it.
    public var verb: String {
        switch self {
        case .select: "select"
        case .inspect: "inspect"
        case .measure: "measure"
        case .explode: "explode"
        case .stepAmbiguity: "step-ambiguity"
        case .openConstraint: "open-constraint"
        }
    }

    /// Parses a line whose verb is an inspector's; nil for any other verb.
    public static func parse(verb: String, arguments: [String], line: String) -> Result<InspectorCommand, ControlError>?
    {
        let rest = line.drop { $0.isWhitespace }.dropFirst(verb.count).trimmingCharacters(in: .whitespaces)
        switch verb {
        case "select":
            guard !rest.isEmpty else { return .failure(ControlError("select expects a view's name, X,Y or none")) }
            if rest == "none" { return .success(.select(nil)) }
            let parts = rest.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            if parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite {
                return .success(.select(.point(CGPoint(x: x, y: y))))
            }
            return .success(.select(.name(rest)))
        case "inspect":
            return arguments.isEmpty ? .success(.inspect) : .failure(ControlError("inspect takes no arguments"))
        case "measure":
            guard !rest.isEmpty else { return .failure(ControlError("measure expects a view's name or none")) }
            return .success(.measure(rest == "none" ? nil : rest))
        case "explode":
            switch arguments {
            case ["on"]: return .success(.explode(on: true, yaw: nil, pitch: nil))
            case ["off"]: return .success(.explode(on: false, yaw: nil, pitch: nil))
            default:
                let numbers = arguments.compactMap(Double.init).filter(\.isFinite)
                guard (1...2).contains(arguments.count), numbers.count == arguments.count else {
                    return .failure(ControlError("explode expects on, off, or a turn YAW [PITCH] in degrees"))
                }
                return .success(.explode(on: true, yaw: numbers[0], pitch: numbers.count > 1 ? numbers[1] : nil))
            }
        case "step-ambiguity":
            switch arguments {
            case []: return .success(.stepAmbiguity(back: false))
            case ["back"]: return .success(.stepAmbiguity(back: true))
            default: return .failure(ControlError("step-ambiguity expects nothing or back"))
            }
        case "open-constraint":
            guard arguments.count == 1, let index = Int(arguments[0]), index >= 0 else {
                return .failure(ControlError("open-constraint expects the constraint's number, from 0"))
            }
            return .success(.openConstraint(index))
        default:
            return nil
        }
    }
}
