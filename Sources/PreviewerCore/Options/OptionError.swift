// A command line the previewer refuses, with the one line that says why.

/// A command-line value the previewer rejects, with the message to print (after `previewer: `) before
/// exiting with status 2.
public struct OptionError: Error, Equatable, Sendable {
    /// What is wrong and what is expected instead, in one line.
    public let message: String

    /// Makes an error with its message.
    public init(_ message: String) {
        self.message = message
    }
}
