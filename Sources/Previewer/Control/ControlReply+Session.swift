// The replies that carry the frames, built from a session (the wire types are PreviewerCore's).

import GtkKit
import PreviewerCore

extension ControlReply {
    /// A successful reply with the frames, whether the debug overlay is on, and what it shows if it is.
    @MainActor
    static func withFrames(_ command: String, session: PreviewerSession) -> ControlReply {
        let overlay = session.stage.debugOverlay
        var reply = ControlReply(
            command: command, ok: true, frames: session.frames(), debug: overlay.isOn,
            overlay: overlay.scene.map { scene in
                Overlay(
                    outlineColor: OverlayStyle.outlineHex, outlines: scene.outlines.count,
                    constraints: scene.marks.count, conflicts: scene.conflictCount,
                    ambiguous: scene.ambiguousViewCount, broken: scene.brokenCount, draws: overlay.drawCount,
                    labels: overlay.labels.map(\.reported))
            }, animations: session.animationState())
        if session.variants.isOn { reply.variants = VariantsReply(session.variants, window: session.window) }
        return reply
    }
}

extension ControlReply.WidgetNames {
    /// The names of a widget tree as GTK holds them.
    init(_ tree: WidgetNameTree) {
        self.init(name: tree.name, children: tree.children.map(Self.init))
    }
}
