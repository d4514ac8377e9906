// A window and views like Cartography's specs use, but with UIKit's default
// translatesAutoresizingMaskIntoConstraints = true.

import Foundation
import Synchronization
import Testing

@testable import Cartography

/// A 400×400 root with one subview, as in Cartography's specs.
struct Window {
    let window = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = View()

    init() {
        window.accessibilityIdentifier = "window"
        view.accessibilityIdentifier = "view"
        window.addSubview(view)
    }

    func layout() { window.layoutIfNeeded() }
}

/// Collects reported layout issues during a test, until `stop()`.
///
/// Tests run in parallel and the handler is global, so one handler, installed once, hands every issue to
/// every recorder alive (installing and restoring a handler per test lost issues when two tests overlapped):
/// a test finds its own issues by the names of its views.
final class IssueRecorder: @unchecked Sendable {
    // @unchecked: `storage` is only touched with `lock` held.
    private let lock = NSLock()
    private var storage: [LayoutIssue] = []

    init() {
        IssueRecorder.registry.withLock { registry in
            if !registry.isInstalled {
                LayoutIssues.setHandler { issue in
                    let recorders = IssueRecorder.registry.withLock { $0.recorders }
                    for recorder in recorders { recorder.record(issue) }
                }
                registry.isInstalled = true
            }
            registry.recorders.append(self)
        }
    }

    private struct Registry {
        var isInstalled = false
        var recorders: [IssueRecorder] = []
    }

    private static let registry = Mutex(Registry())

    func record(_ issue: LayoutIssue) {
        lock.lock()
        storage.append(issue)
        lock.unlock()
    }

    var issues: [LayoutIssue] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// The issues whose description mentions `text`.
    func issues(mentioning text: String) -> [String] {
        issues.map { "\($0)" }.filter { $0.contains(text) }
    }

    func stop() {
        IssueRecorder.registry.withLock { registry in registry.recorders.removeAll { $0 === self } }
    }
}
