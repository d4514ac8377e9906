// What one reload of the user's code came to, as `stats` and `wait-reload` report it.

/// The outcome of a reload: the new layout on screen, a compile error, or a crash caught in the probe, with
/// the time from the file's save to the window showing the result.
public struct ReloadRecord: Codable, Equatable, Sendable {
    public enum Outcome: String, Codable, Sendable {
        /// The new build is on screen.
        case ok
        /// The build failed (compile error, no previews, a library that cannot load): the last good layout stays.
        case compileError
        /// The probe child crashed laying the new build out: the last good layout stays.
        case crash
        /// The user's code did not return within the probe's time limit: the last good layout stays.
        case timeout
    }

    public var outcome: Outcome
    /// The compiler's messages (errors first, `file:line:col: error: …`), or the problem in one line.
    public var messages: [String]?
    /// The signal that ended the probe, for a crash.
    public var signal: Int32?
    /// Seconds from the first file event of the save to the window showing the outcome (for `ok`: after the
    /// new layout's pass).
    public var seconds: Double
    /// How many reloads this one is, from 1, counted across restarts.
    public var number: Int

    public init(outcome: Outcome, messages: [String]?, signal: Int32?, seconds: Double, number: Int) {
        self.outcome = outcome
        self.messages = messages
        self.signal = signal
        self.seconds = seconds
        self.number = number
    }
}
