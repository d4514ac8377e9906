// The one record of layout issues for every test target in the test process.

import Cartography
import Foundation

/// Every layout issue reported while the tests run. One handler for the whole process, installed once: tests of
/// several targets run in parallel in one process, and logs that each installed a handler of their own lost
/// each other's issues.
public final class IssueLog: @unchecked Sendable {
    /// The log, installed the first time it is used.
    public static let shared = IssueLog()
    private let lock = NSLock()
    private var storage: [LayoutIssue] = []

    private init() {
        LayoutIssues.setHandler { [self] issue in
            lock.lock()
            storage.append(issue)
            lock.unlock()
        }
    }

    /// How many issues have been reported.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage.count
    }

    /// The issues reported from the `start`th on.
    public func issues(from start: Int) -> [LayoutIssue] {
        lock.lock()
        defer { lock.unlock() }
        return Array(storage[start...])
    }

    /// The errors reported so far whose message mentions `text` (a view's unique name).
    public func errors(mentioning text: String) -> [LayoutError] {
        issues(from: 0).compactMap { issue in
            if case .invalidConstraint(let error) = issue, error.message.contains(text) { return error }
            return nil
        }
    }
}
