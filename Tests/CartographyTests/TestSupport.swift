// A window and views like Cartography's specs use, but with UIKit's default
// translatesAutoresizingMaskIntoConstraints = true.

import Foundation
import LayoutIssueLog
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

/// The layout issues reported since it was made (by any test running meanwhile: look for your own
/// views' names in them).
final class IssueRecorder: Sendable {
    private let start: Int

    init() {
        start = IssueLog.shared.count
    }

    var issues: [LayoutIssue] { IssueLog.shared.issues(from: start) }

    /// The descriptions of the issues that mention `text` (a view's unique name).
    func issues(mentioning text: String) -> [String] {
        issues.map { "\($0)" }.filter { $0.contains(text) }
    }

    func stop() {}
}
