// What the app tells a session about the run it belongs to.

/// What the app tells a session about the run it belongs to, for `stats` and snapshots.
struct SessionRun {
    /// The live reload of the user's code, for `stats` and `wait-reload`; nil without user code.
    var liveReload: LiveReload?
    /// Why the previous image of the process restarted it, if it did.
    var restartedBecause: String?
    /// Device pixels per pixel of snapshots (`--scale`); nil for the display's.
    var snapshotScale: Int?
}
