// The one error the test harness throws: a sentence saying what went wrong and what to do.

/// A failure of the harness itself (a missing tool, a process that did not answer), as opposed to an
/// expectation about the previewer; thrown so the test stops with the message.
struct HarnessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
