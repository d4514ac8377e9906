// Reporting layout issues many times over does not deepen the handler (issue 15, found by the layout fuzzer).

import Testing

@testable import Cartography

@Suite struct IssueHandlerDepthTests {
    /// Each report used to wrap the stored handler in two more reabstraction thunks (`Mutex.withLock` hands
    /// its generic value out as `inout`), so a process that had reported some hundred thousand issues
    /// overflowed the stack on the next one. 300,000 reports reach the handler as the first one did.
    @Test func threeHundredThousandReportsLeaveTheHandlerAsItWas() {
        let recorder = IssueRecorder()
        let message = "IssueHandlerDepthTests: a refused hierarchy change"
        for _ in 0..<300_000 { LayoutIssues.report(.invalidHierarchy(message)) }
        let mine = recorder.issues.filter {
            if case .invalidHierarchy(let text) = $0 { return text == message }
            return false
        }
        #expect(mine.count == 300_000)
    }
}
