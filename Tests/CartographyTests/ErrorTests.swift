// Mistakes are reported with the line they were written on, never crashes; conflicts are recovered from.

import Foundation
import Testing

@testable import Cartography

@Suite struct ErrorTests {
    @Test func axisMismatchNamesBothItemsAndTheLine() {
        let w = Window()
        let other = View()
        other.accessibilityIdentifier = "other"
        w.window.addSubview(other)
        var line = 0
        let group = constrain(w.view, other) { view, other in
            view.width == 10
            line = #line + 1
            view.top == other.left
        }
        #expect(group.errors.count == 1)
        let error = group.errors[0]
        #expect(error.kind == .axisMismatch)
        #expect(error.message == "cannot relate view.top to other.left: one is horizontal, the other vertical")
        #expect(error.location == SourceLocation(file: "ErrorTests.swift", line: line))
        #expect(group.constraints.filter(\.isActive).count == 1)
    }

    @Test func leadingWithLeftIsRejected() {
        let w = Window()
        let group = constrain(w.view) { view in view.leading == view.superview!.left }
        #expect(group.errors.map(\.kind) == [.directionMismatch])
        #expect(group.errors[0].message.contains("leading/trailing and left/right cannot be mixed"))
    }

    @Test func zeroMultiplierOnALocationIsRejected() {
        let w = Window()
        let group = constrain(w.view) { view in
            view.centerX == view.superview!.centerX * 0
            view.width == view.superview!.width * 0
        }
        #expect(group.errors.map(\.kind) == [.invalidLocationRelation])
        #expect(group.constraints[1].isActive)
    }

    @Test func nonFiniteValuesAndBadPrioritiesAreRejected() {
        let w = Window()
        let group = constrain(w.view) { view in
            view.width == .nan
            view.height == view.superview!.height * .infinity
            view.left == view.superview!.left ~ 0
            view.top == view.superview!.top ~ 1001
        }
        #expect(group.errors.map(\.kind) == [.nonFinite, .nonFinite, .invalidPriority, .invalidPriority])
        w.layout()
    }

    @Test func noCommonAncestor() {
        let first = View()
        first.accessibilityIdentifier = "first"
        let second = View()
        second.accessibilityIdentifier = "second"
        var line = 0
        let group = constrain(first, second) { first, second in
            line = #line + 1
            first.width == second.width
        }
        #expect(group.errors.count == 1)
        #expect(group.errors[0].kind == .noCommonAncestor)
        #expect(group.errors[0].message.contains("first and second have no common ancestor"))
        #expect(group.errors[0].location?.line == line)
        #expect(!group.constraints[0].isActive)
    }

    /// Constraint operators capture their own line, even inside loops.
    @Test func everyConstraintKnowsItsLine() {
        let w = Window()
        var lines: [Int] = []
        let group = constrain(w.view) { view in
            for _ in 0..<2 {
                lines.append(#line + 1)
                view.width == 10
            }
            lines.append(#line + 1)
            view.height == view.superview!.height / 2 + 3
        }
        #expect(group.constraints.map { $0.location?.line } == lines)
        #expect(
            group.constraints[2].description == "view.height == window.height * 0.5 + 3 (ErrorTests.swift:\(lines[2]))")
    }

    @Test func conflictsReportAMinimalSetAndLeaveOutTheLastAdded() {
        let w = Window()
        constrain(w.view) { view in
            view.top == view.superview!.top
            view.height == 10
            view.left == view.superview!.left
        }
        var conflicting: [LayoutConstraint] = []
        constrain(w.view) { view in
            conflicting.append(view.width == 100)
            view.width >= 50  // irrelevant
            conflicting.append(view.right == view.superview!.right - 250)
        }
        w.layout()
        let engine = w.window.engine!
        #expect(engine.conflicts.count == 1)
        let conflict = engine.conflicts[0]
        #expect(conflict.leftOut === conflicting[1])
        // A minimal set: the fixed width, the left edge, the right edge, and the window's own width.
        #expect(conflict.conflictingConstraints.contains { $0 === conflicting[0] })
        #expect(!conflict.conflictingConstraints.contains { $0.firstAttribute == .height })
        #expect(w.view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    }
}
