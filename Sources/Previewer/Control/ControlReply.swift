// The JSON line the control channel writes for each command.

import GtkKit

/// One reply: `{"command": "frames", "ok": true, "frames": {…}}`, or `ok` false with an `error`.
///
/// Replies that carry `frames` on success also carry `debug` (whether the overlay is on) and, while it is on,
/// `overlay`; `explain` carries `report`.
struct ControlReply: Encodable {
    /// Counters for `stats`.
    struct Stats: Encodable {
        /// Times the root view was laid out (GTK allocated it).
        var layoutPasses: Int
        /// Times the layout source rebuilt its views and constraints.
        var layoutRebuilds: Int
        /// Times the layout source solved the layout for a root size.
        var layoutSolves: Int
        /// View widgets made since start-up: views added to the tree may take spare ones, resizes never make any.
        var widgetsCreated: Int
        /// Times the layout engine brought its solver in step with changed views or constraints
        /// (start-up and refreshes; a resize is only a suggestion and does not count).
        var engineSyncs: Int
        /// Layout constraints added to, and removed from, the solver since start-up.
        var constraintsAdded: Int
        var constraintsRemoved: Int
        /// Times the solver rebuilt its tableau (after required constraints were removed, on refresh).
        var solverRebuilds: Int
        /// Times the root view's size was suggested to the solver.
        var rootSizeSuggestions: Int
        /// Resident memory, from /proc/self/statm.
        var rssKiB: Int?
        /// Why the user's files (`--source`) are not shown, as the window's banner says; absent when they are.
        var sourceProblem: String?
        /// Reloads of the user's code since the first start (saves rebuilt, whatever their outcome); absent
        /// without `--source` or `--package`.
        var reloads: Int?
        /// The last reload's outcome and timing.
        var lastReload: ReloadRecord?
        /// Why the previewer restarted itself (a crash's signal, many reloads), if it did.
        var restartedBecause: String?
        /// Passes that only moved widgets for animation frames (nothing laid out), and animations playing now.
        var placementPasses: Int
        var runningAnimations: Int
    }

    /// The animations being played, in the replies that carry `frames` and in `animations` replies.
    struct Animations: Encodable {
        /// Animations playing (or waiting for their delay): the widgets are between the old and new frames,
        /// while `layoutFrame` already says where they go.
        var running: Int
        /// Whether time stands still (`animations pause` or `step`) until `animations play`.
        var paused: Bool
        /// Whether animations play ten times slower (Ctrl+T, `--slow-animations`, `animations slow on`).
        var slow: Bool
        /// Animations whose completion has run since start-up.
        var completed: Int
    }

    /// What the debug overlay shows, in the replies that carry `frames` (`frames`, `resize`, `refresh`, `debug`)
    /// while it is on.
    struct Overlay: Encodable {
        /// The colour of every view's outline, `#FF00FF`: 1 px on the outermost pixels of each frame.
        var outlineColor: String
        /// Views outlined (the root, the container and the cells) and constraint marks drawn.
        var outlines: Int
        var constraints: Int
        /// Conflicts, ambiguous views and broken (non-required, unmet) constraints in the layout.
        var conflicts: Int
        var ambiguous: Int
        var broken: Int
        /// Times the overlay was drawn since start-up: it grows after each resize or refresh while it is on.
        var draws: Int
        /// The labels of the last drawing, in the root's coordinates, with the views each is about.
        var labels: [PlacedLabel]
    }

    var command: String
    var ok: Bool
    var error: String?
    var frames: FrameReport?
    var stats: Stats?
    var path: String?
    var debug: Bool?
    var overlay: Overlay?
    /// The layout report, for `explain` and the `report` commands (the text the pane shows).
    var report: String?
    /// The names of the root's widget and every widget below it, for `widgets`.
    var widgets: WidgetNameTree?
    /// What `report search` found.
    var search: ReportPane.SearchResult?
    /// The reload `wait-reload` waited for.
    var reload: ReloadRecord?
    /// The first line a restarted previewer writes on the control channel: why it restarted.
    var restart: String?
    var animations: Animations?
    /// For `scroll`: whether a scroll view under the point moved.
    var scrolled: Bool?
    /// For the inspector's commands: the selection, the pane's text, the distances, the layers, the stepper.
    var inspector: InspectorReply?
    /// For `variants`, and every reply with frames while the variants canvas is shown: its tiles.
    var variants: VariantsReply?

    static func failure(_ command: String, _ error: String, frames: FrameReport? = nil) -> ControlReply {
        ControlReply(command: command, ok: false, error: error, frames: frames)
    }
}

extension ControlReply {
    /// A successful reply with the frames, whether the debug overlay is on, and what it shows if it is.
    @MainActor
    static func withFrames(_ command: String, session: PreviewerSession) -> ControlReply {
        let overlay = session.debugOverlay
        var reply = ControlReply(
            command: command, ok: true, frames: session.frames(), debug: overlay.isOn,
            overlay: overlay.scene.map { scene in
                Overlay(
                    outlineColor: OverlayStyle.outlineHex, outlines: scene.outlines.count,
                    constraints: scene.marks.count, conflicts: scene.conflictCount,
                    ambiguous: scene.ambiguousViewCount, broken: scene.brokenCount, draws: overlay.drawCount,
                    labels: overlay.labels)
            }, animations: session.animationState())
        if session.variants.isOn { reply.variants = VariantsReply(session.variants, window: session.window) }
        return reply
    }
}
