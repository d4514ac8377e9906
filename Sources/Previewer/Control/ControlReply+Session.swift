// The replies that carry the frames, built from a session (the wire types are PreviewerCore's).

import GtkKit
import PreviewerCore

extension ControlReply {
    /// A successful reply with the window as it is: the frames, whether the debug overlay is on, what it shows if
    /// it is, the animations, the variants canvas while it is shown (or `withVariants`), and the command's
    /// `detail`.
    @MainActor
    static func withFrames(
        _ command: String, session: PreviewerSession, detail: WindowReply.Detail? = nil, withVariants: Bool = false
    ) -> ControlReply {
        let overlay = session.stage.debugOverlay
        let window = WindowReply(
            frames: session.frames(), debug: overlay.isOn,
            overlay: overlay.scene.map { scene in
                Overlay(
                    outlineColor: OverlayStyle.outlineHex, outlines: scene.outlines.count,
                    constraints: scene.marks.count, conflicts: scene.conflictCount,
                    ambiguous: scene.ambiguousViewCount, broken: scene.brokenCount, draws: overlay.drawCount,
                    labels: overlay.labels.map(\.reported))
            }, animations: SessionControl(session: session).animationState(),
            variants: session.variants.isOn || withVariants
                ? VariantsReply(session.variants, window: session.window) : nil,
            detail: detail)
        return ControlReply(command: command, body: .window(window))
    }

    /// This reply, failed with `error` (what it shows stays).
    func failed(_ error: String) -> ControlReply {
        ControlReply(command: command, body: body, error: error)
    }
}

extension ControlReply.WidgetNames {
    /// The names of a widget tree as GTK holds them.
    init(_ tree: WidgetNameTree) {
        self.init(name: tree.name, children: tree.children.map(Self.init))
    }
}
