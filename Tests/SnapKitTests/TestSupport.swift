// A 400×400 container like SnapKit's tests use, and a record of the issues the module reports.

import Cartography
import Foundation
import LayoutIssueLog
import SnapKit
import Testing

/// A 400×400 root (SnapKit's suite uses a bare container; frames need a size) and named subviews.
struct Container {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))

    init() {
        root.accessibilityIdentifier = "container"
    }

    /// A new subview of the root called `name`.
    func add(_ name: String) -> View {
        let view = View()
        view.accessibilityIdentifier = name
        root.addSubview(view)
        return view
    }

    /// A container with two subviews, v1 and v2, as most of SnapKit's cases start.
    static func withPair() -> (Container, View, View) {
        let container = Container()
        return (container, container.add("v1"), container.add("v2"))
    }

    func layout() { root.layoutIfNeeded() }

    /// The active constraints installed on the root, as SnapKit's suite counts them.
    var installed: [LayoutConstraint] { root.constraints }
}

/// A name no other test uses, for finding this test's issues in the shared log.
func uniqueName(_ base: String) -> String { "\(base)-\(UUID().uuidString.prefix(8))" }

/// `(first.attribute, second.attribute, constant)` of each constraint, for comparing whole sets.
func shapes(_ constraints: [LayoutConstraint]) -> [String] {
    constraints.map { "\($0.firstAttribute) \($0.relation) \($0.secondAttribute) \(formatted($0.constant))" }
}

private func formatted(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
}
