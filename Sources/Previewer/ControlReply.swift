// The JSON line the control channel writes for each command.

/// One reply: `{"command": "frames", "ok": true, "frames": {…}}`, or `ok` false with an `error`.
struct ControlReply: Encodable {
    /// Counters for `stats`.
    struct Stats: Encodable {
        /// Times the root view was laid out (GTK allocated it).
        var layoutPasses: Int
        /// Times the layout source rebuilt its views and constraints.
        var layoutRebuilds: Int
        /// Times the layout source solved the layout for a root size.
        var layoutSolves: Int
        /// Cell widgets made since start-up: refreshes may add some, resizes never do.
        var cellWidgetsCreated: Int
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
    }

    var command: String
    var ok: Bool
    var error: String?
    var frames: FrameReport?
    var stats: Stats?
    var path: String?

    static func failure(_ command: String, _ error: String, frames: FrameReport? = nil) -> ControlReply {
        ControlReply(command: command, ok: false, error: error, frames: frames)
    }
}
