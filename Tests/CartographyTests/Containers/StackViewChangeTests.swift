// Stack views change incrementally: spacing changes constants, a new view touches only its neighbours;
// hidden views collapse; bad input is reported and changes nothing.

import Foundation
import Testing

@testable import Cartography

@Suite struct StackViewChangeTests {
    @Test func spacingAndCustomSpacingChangeOnlyConstants() {
        let views = [SizedView("a", width: 10), SizedView("b", width: 20), SizedView("c", width: 30)]
        let stack = rootStack(width: 200, height: 10, views)
        stack.distribution = .equalSpacing
        stack.distribution = .fill
        views[2].setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
        stack.layoutIfNeeded()
        let before = stack.arrangementConstraints.map(ObjectIdentifier.init)
        let made = stack.managed.made
        stack.spacing = 5
        stack.setCustomSpacing(15, after: views[0])
        stack.layoutIfNeeded()
        #expect(stack.managed.made == made)
        #expect(stack.arrangementConstraints.map(ObjectIdentifier.init) == before)
        // a 0...10, 15 after it: b at 25...45, 5 after: c at 50, stretching to 200.
        #expect(views.map(\.frame.minX) == [0, 25, 50])
        #expect(views[2].frame.width == 150)
        #expect(stack.customSpacing(after: views[0]) == 15)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        let spacings = stack.arrangementConstraints.filter { $0.identifier == "UISV-spacing" }
        #expect(
            spacings.map(\.equationDescription).sorted() == [
                "b.leading == a.trailing + 15", "c.leading == b.trailing + 5",
            ])
    }

    @Test func addingAViewChangesOnlyTheConstraintsAroundIt() {
        let views = [SizedView("a", width: 10), SizedView("b", width: 20)]
        let stack = rootStack(width: 200, height: 10, views)
        stack.spacing = 4
        stack.layoutIfNeeded()
        let made = stack.managed.made
        let retired = stack.managed.retired
        let d = SizedView("d", width: 30)
        stack.addArrangedSubview(d)
        // New: the spacing b→d, d's two alignment constraints, and the trailing connection (now to d,
        // replacing the one to b). Nothing else.
        #expect(stack.managed.made - made == 4)
        #expect(stack.managed.retired - retired == 1)
        stack.layoutIfNeeded()
        #expect(d.superview === stack)
        #expect(!d.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "b", "d"])
        stack.insertArrangedSubview(d, at: 0)
        #expect(stack.arrangedSubviews.map(\.debugName) == ["d", "a", "b"])
    }

    @Test func hiddenViewsCollapseAndTakeNoSpacing() {
        let views = [SizedView("a", width: 50), SizedView("b", width: 60), SizedView("c", width: 70)]
        let stack = rootStack(width: 300, height: 10, views)
        stack.alignment = .leading
        stack.spacing = 10
        stack.distribution = .equalSpacing
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // a at 0, c at the end (230); b collapsed to zero width.
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.minX == 230)
        #expect(views[1].frame.width == 0)
        #expect(stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
        views[1].isHidden = false
        stack.layoutIfNeeded()
        // Shown again: gaps (300 - 180) / 2 = 60.
        #expect(views.map(\.frame.minX) == [0, 110, 230])
        #expect(!stack.arrangementConstraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test func removingStopsArrangingButKeepsTheSubview() {
        let views = [SizedView("a", width: 50), SizedView("b", width: 60)]
        let stack = rootStack(width: 300, height: 10, views)
        stack.removeArrangedSubview(views[0])
        #expect(stack.arrangedSubviews.map(\.debugName) == ["b"])
        #expect(views[0].superview === stack)
        #expect(!stack.arrangementConstraints.contains { $0.firstItem === views[0] || $0.secondItem === views[0] })
        views[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(stack.arrangementConstraints.isEmpty)
    }

    @Test func arrangingTheStackOrItsSuperviewIsRefusedAndLosesNothing() {
        let recorder = IssueRecorder()
        defer { recorder.stop() }
        let window = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.accessibilityIdentifier = "window"
        let a = SizedView("a", width: 40)
        let stack = StackView(arrangedSubviews: [a])
        stack.accessibilityIdentifier = "badStack"
        stack.frame = window.bounds
        window.addSubview(stack)
        window.layoutIfNeeded()
        let before = a.frame
        stack.addArrangedSubview(stack)
        stack.addArrangedSubview(window)
        window.layoutIfNeeded()
        #expect(a.frame == before)
        #expect(before == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stack.superview === window)
        #expect(stack.arrangedSubviews.map(\.debugName) == ["a"])
        stack.insertArrangedSubview(SizedView("late", width: 1), at: 7)
        #expect(stack.arrangedSubviews.map(\.debugName) == ["a", "late"])
        let messages = recorder.issues.map(\.description).filter { $0.contains("badStack") }
        #expect(
            messages == [
                "Invalid view hierarchy: cannot arrange badStack in badStack: it is the stack view itself; nothing changed",
                "Invalid view hierarchy: cannot arrange window in badStack: it is an ancestor of the stack view; nothing changed",
                "Invalid view hierarchy: index 7 is outside 0...1 of badStack's arranged subviews; late was inserted at 1",
            ])
    }

    @Test func theReportShowsTheStacksConstraintsByName() {
        let stack = rootStack(width: 100, height: 10, [SizedView("a", width: 10), SizedView("b", width: 20)])
        stack.spacing = 3
        stack.layoutIfNeeded()
        let installed = stack.constraints.map(\.description)
        #expect(installed.contains("b.leading == a.trailing + 3 \"UISV-spacing\""))
        #expect(installed.contains("a.leading == stack.leading \"UISV-canvas-connection\""))
        #expect(installed.contains("stack.trailing == b.trailing \"UISV-canvas-connection\""))
    }
}
