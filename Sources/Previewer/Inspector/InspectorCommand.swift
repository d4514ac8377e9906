// The inspector's control-channel commands: select, inspect, measure, explode, step-ambiguity, open-constraint.

import Cartography
import Foundation
import GtkKit
import PreviewerCore

/// One inspector command on the control channel, as tests drive the inspector.
enum InspectorCommand: Equatable {
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
    enum Target: Equatable {
        case name(String)
        case point(CGPoint)
    }

    /// The verbs, for the usage line.
    static let usage =
        "select NAME|X,Y|none | inspect | measure NAME|none | explode on|off|YAW [PITCH] | step-ambiguity [back] | "
        + "open-constraint N"

    /// The verb, as the reply echoes it.
    var verb: String {
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
    static func parse(verb: String, arguments: [String], line: String) -> Result<InspectorCommand, ControlError>? {
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

extension InspectorReply {
    /// What `inspector` shows now.
    @MainActor
    init(_ inspector: Inspector) {
        self.init(outlineColor: InspectorStyle.selectionHex, distanceColor: InspectorStyle.measureHex)
        selected = inspector.selected?.debugName
        text = inspector.panelText
        hierarchyRow = inspector.pane.hierarchy.selectedPath
        outline = inspector.canvas.selection.map {
            FrameReport.Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
        }
        measured = inspector.measured?.debugName
        distances = inspector.measurement?.lines
        if distances != nil {
            distanceLabels = inspector.canvas.labelFrames.map {
                FrameReport.LayoutRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height)
            }
        }
        if inspector.exploded.isOn {
            let projection = inspector.exploded.projection
            exploded = Exploded(
                yaw: projection.yawDegrees, pitch: projection.pitchDegrees,
                backdrop: InspectorStyle.explodedBackdropHex, layers: inspector.exploded.drawnLayers)
        }
        if let stepper = inspector.stepper {
            step = Step(
                position: stepper.current.map { $0 + 1 } ?? 0, count: stepper.stops.count + 1,
                stop: stepper.current.map { stepper.stops[$0].description },
                attributes: stepper.attributes.map(\.rawValue))
        }
        opened = inspector.lastOpened
    }
}

extension InspectorCommand {
    /// Runs the command on `session`'s inspector and replies once the window shows the result.
    @MainActor
    func run(on session: PreviewerSession, reply: @escaping @MainActor (ControlReply) -> Void) {
        let inspector = session.inspector
        let name = verb
        let answer: @MainActor () -> Void = {
            var result = ControlReply.withFrames(name, session: session)
            result.inspector = InspectorReply(inspector)
            reply(result)
        }
        // After the next frame: the outline, the distances and the layers are drawn by then.
        let afterDrawing: @MainActor () -> Void = { session.window.afterNextFrame(answer) }
        switch self {
        case .select(nil):
            inspector.select(nil)
            afterDrawing()
        case .select(.name(let viewName)):
            guard let view = inspector.view(named: viewName) else {
                return reply(
                    .failure(name, "there is no view called \"\(viewName)\" in \(session.document.preview.name)"))
            }
            inspector.select(view, shown: afterDrawing)
        case .select(.point(let point)):
            // As a click there: on the layers while the exploded view is shown.
            let hit =
                inspector.exploded.isOn ? inspector.exploded.view(at: point) : session.renderer.root.hitTest(point)
            guard let view = hit else {
                let what = inspector.exploded.isOn ? "every layer" : "the root view"
                return reply(.failure(name, "(\(point.x), \(point.y)) is outside \(what)"))
            }
            inspector.select(view, shown: afterDrawing)
        case .inspect:
            guard inspector.selected != nil else {
                return reply(.failure(name, "no view is selected; select one first"))
            }
            inspector.updatePane()
            answer()
        case .measure(let target):
            guard inspector.selected != nil else {
                return reply(.failure(name, "no view is selected; select one first"))
            }
            guard let target else {
                inspector.measure(to: nil)
                return afterDrawing()
            }
            guard let view = inspector.view(named: target) else {
                return reply(.failure(name, "there is no view called \"\(target)\""))
            }
            inspector.measure(to: view)
            afterDrawing()
        case .explode(let isOn, let yaw, let pitch):
            session.setToggle(.explode, isOn)
            if let yaw { inspector.exploded.projection.yawDegrees = yaw }
            if let pitch { inspector.exploded.projection.pitchDegrees = pitch }
            inspector.exploded.drawing.queueDraw()
            afterDrawing()
        case .stepAmbiguity(let back):
            if back {
                inspector.restoreAmbiguity()
            } else {
                switch inspector.stepAmbiguity() {
                case .nothingSelected: return reply(.failure(name, "no view is selected; select one first"))
                case .fixed:
                    return reply(
                        .failure(name, "\(inspector.selected?.debugName ?? "the view") is not ambiguous"))
                case .stepped: break
                }
            }
            session.renderer.afterNextLayout {
                inspector.updatePane()
                afterDrawing()
            }
        case .openConstraint(let index):
            guard let inspection = inspector.inspection else {
                return reply(.failure(name, "no view is selected; select one first"))
            }
            guard inspection.constraints.indices.contains(index) else {
                return reply(.failure(name, "the selected view has \(inspection.constraints.count) constraints"))
            }
            guard inspector.openConstraint(at: index) != nil else {
                return reply(.failure(name, "constraint \(index) has no source line"))
            }
            answer()
        }
    }
}
