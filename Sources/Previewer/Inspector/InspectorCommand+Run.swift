// The inspector's control-channel commands run on a session, and the inspector's part of their replies.

import Cartography
import Foundation
import GtkKit
import PreviewerCore

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
            let result = ControlReply.withFrames(name, session: session, detail: .inspector(InspectorReply(inspector)))
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
