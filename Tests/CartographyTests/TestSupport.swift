// A window and views like Cartography's specs use, but with UIKit's default
// translatesAutoresizingMaskIntoConstraints = true.

import Foundation
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

/// Collects reported layout issues during a test, and restores the handler after.
final class IssueRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [LayoutIssue] = []
    private let previous: LayoutIssues.Handler

    init() {
        let box = Box()
        previous = LayoutIssues.setHandler { issue in box.recorder?.record(issue) }
        box.recorder = self
    }

    private final class Box: @unchecked Sendable {
        weak var recorder: IssueRecorder?
    }

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

    func stop() { LayoutIssues.setHandler(previous) }
}
