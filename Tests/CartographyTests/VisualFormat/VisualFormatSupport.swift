// A root view and named subviews for visual format tests, laid out at a chosen size.

import Foundation

@testable import Cartography

/// A 400 × 300 root (margins 8, UIKit's default) with subviews named a, b, c that take their frames from
/// constraints.
struct FormatScene {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = View()
    let b = View()
    let c = View()

    init() {
        root.accessibilityIdentifier = "root"
        for (name, view) in [("a", a), ("b", b), ("c", c)] {
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
    }

    var views: [String: Any] { ["a": a, "b": b, "c": c] }

    /// Parses and activates every format (throwing on the first bad one), then lays out.
    func layout(
        _ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) throws {
        for format in formats {
            NSLayoutConstraint.activate(
                try LayoutConstraint.parseVisualFormat(format, options: options, metrics: metrics, views: views))
        }
        root.layoutIfNeeded()
    }
}
