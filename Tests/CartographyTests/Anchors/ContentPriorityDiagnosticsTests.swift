// Hugging in diagnostics: a hugging priority that gives way is broken; equal hugging is ambiguous.

import Foundation
import Testing

@testable import Cartography

@Suite struct ContentPriorityDiagnosticsTests {
    /// Two labels side by side filling a 300-point row: 60 and 80 points of text.
    struct Row {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let name = SizedView("name", width: 60, height: 20)
        let value = SizedView("value", width: 80, height: 20)

        init() {
            root.accessibilityIdentifier = "root"
            for view in [name, value] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                name.topAnchor.constraint(equalTo: root.topAnchor),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor),
                value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                value.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
    }

    // UIKit: with equal hugging priorities nothing says which label stretches; hasAmbiguousLayout is
    // true for both, and the report names the tie.
    @Test func equalHuggingIsAmbiguousAndTheReportSaysWhy() {
        let row = Row()
        #expect(row.name.hasAmbiguousLayout && row.value.hasAmbiguousLayout)
        #expect(row.name.ambiguousFrameAttributes == [.width])
        #expect(row.value.ambiguousFrameAttributes == [.x, .width])
        let diagnostics = row.root.layoutDiagnostics()
        #expect(diagnostics.equalHuggingPartners(of: row.name, axis: .horizontal).map(\.debugName) == ["value"])
        #expect(diagnostics.equalHuggingPartners(of: row.name, axis: .vertical).isEmpty)
        let report = diagnostics.report
        #expect(
            report.contains(
                "  name: width (equal horizontal content hugging 250 with value: either could stretch; "
                    + "give one a higher hugging priority)"))
        #expect(
            report.contains(
                "  value: x, width (equal horizontal content hugging 250 with name: either could stretch; "
                    + "give one a higher hugging priority)"))
        // The tie is ambiguity, not a lost preference: neither hugging is listed as broken.
        #expect(diagnostics.brokenConstraints.isEmpty)
    }

    // UIKit: the lower hugging priority gives way; the layout is no longer ambiguous, and the hugging that
    // gave way is a broken priority in the report, as a compression resistance that gives way is.
    @Test func theLowerHuggingGivesWayAndIsReportedBroken() {
        let row = Row()
        row.name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        row.root.layoutIfNeeded()
        #expect(row.name.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(row.value.frame == CGRect(x: 60, y: 0, width: 240, height: 20))
        #expect(!row.name.hasAmbiguousLayout && !row.value.hasAmbiguousLayout)
        let diagnostics = row.root.layoutDiagnostics()
        #expect(diagnostics.brokenConstraints.count == 1)
        #expect(diagnostics.brokenConstraints.first?.violation == 160)
        #expect(
            diagnostics.brokenConstraints.first?.constraint.contentSizeRole
                == ContentSizeRole(kind: .hugging, axis: .horizontal))
        #expect(diagnostics.report.contains("  value.width <= 80 (content size, hugging 250): off by 160"))
        #expect(diagnostics.report.contains("· value.width <= 80 (content size, hugging 250)  [broken by 160]"))
    }

    /// A view stretched by required constraints alone (no sibling's hugging held against it) is what the
    /// layout asks for: its hugging is not listed.
    @Test func aViewStretchedByItsEdgesAloneIsNotBroken() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let title = SizedView("title", width: 60, height: 20)
        let field = SizedView("field", width: 30, height: 20)
        for view in [title, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        field.setContentHuggingPriority(.defaultLow, for: .horizontal)
        title.setContentHuggingPriority(.required, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor),
            // The field is on the next line: it does not share the row's width with the title.
            field.topAnchor.constraint(equalTo: title.bottomAnchor),
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        let diagnostics = root.layoutDiagnostics()
        #expect(field.frame == CGRect(x: 0, y: 20, width: 300, height: 20))
        #expect(diagnostics.brokenConstraints.isEmpty)
        #expect(diagnostics.isClean)
    }
}
