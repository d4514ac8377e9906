// Constraints made by anchors: where they were written, activation, priorities, identifiers, errors.

import Foundation
import Testing

@testable import Cartography

@Suite struct AnchorConstraintTests {
    /// Every anchor method records the line it is called on (the caller's, not the library's), as the
    /// DSL's operators do; the description shows it.
    @Test func everyAnchorMethodRecordsItsCallersLine() {
        let w = AnchorWindow()
        let (a, b, root) = (w.a, w.b, w.root)
        var made: [(LayoutConstraint, Int)] = []
        made.append((a.topAnchor.constraint(equalTo: b.topAnchor), #line))
        made.append((a.topAnchor.constraint(greaterThanOrEqualTo: b.topAnchor), #line))
        made.append((a.topAnchor.constraint(lessThanOrEqualTo: b.topAnchor), #line))
        made.append((a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 1), #line))
        made.append((a.leadingAnchor.constraint(greaterThanOrEqualTo: b.leadingAnchor, constant: 1), #line))
        made.append((a.leadingAnchor.constraint(lessThanOrEqualTo: b.leadingAnchor, constant: 1), #line))
        made.append((a.widthAnchor.constraint(equalToConstant: 1), #line))
        made.append((a.widthAnchor.constraint(greaterThanOrEqualToConstant: 1), #line))
        made.append((a.widthAnchor.constraint(lessThanOrEqualToConstant: 1), #line))
        made.append((a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2), #line))
        made.append((a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 2), #line))
        made.append((a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 2), #line))
        made.append((a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2, constant: 1), #line))
        made.append(
            (a.heightAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: 1), #line))
        made.append((a.heightAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2, constant: 1), #line))
        made.append((a.leadingAnchor.constraint(equalToSystemSpacingAfter: b.trailingAnchor, multiplier: 1), #line))
        made.append(
            (a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1), #line)
        )
        made.append(
            (a.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1), #line))
        made.append((a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1), #line))
        made.append(
            (a.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1), #line))
        made.append((a.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1), #line))
        made.append(
            (a.topAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: root.heightAnchor), #line))
        for (constraint, line) in made {
            #expect(constraint.location == SourceLocation(file: "AnchorConstraintTests.swift", line: line))
        }
        #expect(made.count == 22)
    }

    /// The report (and so the previewer's inspector, which shows it) names the line of each anchor constraint.
    @Test func reportsShowTheLine() {
        let w = AnchorWindow()
        let line = #line + 1
        let top = w.a.topAnchor.constraint(equalTo: w.root.topAnchor, constant: 15)
        top.identifier = "header top"
        top.isActive = true
        #expect(top.description == "a.top == root.top + 15 \"header top\" (AnchorConstraintTests.swift:\(line))")
        #expect(w.root.constraints.map(\.description) == [top.description])
        #expect(w.root.layoutDiagnostics().report.contains("· \(top.description)"))
    }

    // UIKit: activate and deactivate take arrays; isActive reads and writes one constraint.
    @Test func activateDeactivateAndIsActive() {
        let w = AnchorWindow()
        let wide = [
            w.a.leftAnchor.constraint(equalTo: w.root.leftAnchor),
            w.a.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.a.widthAnchor.constraint(equalToConstant: 300),
            w.a.heightAnchor.constraint(equalToConstant: 30),
        ]
        let narrow = [w.a.widthAnchor.constraint(equalToConstant: 100)]
        NSLayoutConstraint.activate(wide)
        #expect(wide.filter(\.isActive).count == 4)
        #expect(!narrow[0].isActive)
        w.layout()
        #expect(w.a.frame == CGRect(x: 0, y: 0, width: 300, height: 30))

        NSLayoutConstraint.deactivate([wide[2]])
        NSLayoutConstraint.activate(narrow)
        #expect(!wide[2].isActive && narrow[0].isActive)
        w.layout()
        #expect(w.a.frame == CGRect(x: 0, y: 0, width: 100, height: 30))

        narrow[0].isActive = false
        wide[2].isActive = true
        w.layout()
        #expect(w.a.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
        // Single-item constraints are installed on the view itself, the others on the common ancestor.
        #expect(w.root.constraints.count == 2 && w.a.constraints.count == 2)
    }

    // UIKit: a lower priority gives way to a higher one; changing it later takes effect at the next layout.
    @Test func prioritiesDecideWhoWins() {
        let w = AnchorWindow()
        let low = w.a.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = w.a.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        #expect(low.priority == UILayoutPriority(rawValue: 250) && high.priority == UILayoutPriority(750))
        NSLayoutConstraint.activate([
            low, high,
            w.a.leftAnchor.constraint(equalTo: w.root.leftAnchor),
            w.a.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.a.heightAnchor.constraint(equalToConstant: 10),
        ])
        w.layout()
        #expect(w.a.frame.width == 200)
        low.priority = .required - 1
        #expect(low.priority == LayoutPriority(999))
        w.layout()
        #expect(w.a.frame.width == 100)
        high.priority = .defaultHigh + 250
        #expect(high.priority == .required)
        w.layout()
        #expect(w.a.frame.width == 200)
        high.priority = .defaultHigh
        let broken = w.root.layoutDiagnostics().brokenConstraints
        #expect(broken.count == 1 && broken.first?.constraint === high && broken.first?.violation == 100)
    }

    /// UIKit raises an exception for leading/trailing against left/right; here the constraint knows its
    /// error, and activating it reports the error (with the line) and leaves it inactive.
    @Test func leadingAgainstLeftIsAClearError() {
        let w = AnchorWindow()
        let recorder = IssueRecorder()
        let line = #line + 1
        let mixed = w.a.leadingAnchor.constraint(equalTo: w.b.leftAnchor)
        #expect(mixed.error?.kind == .directionMismatch)
        #expect(
            mixed.error?.message == "cannot relate a.leading to b.left: leading/trailing and left/right cannot be mixed"
        )
        mixed.isActive = true
        #expect(!mixed.isActive)
        let reported = recorder.issues.compactMap { issue -> LayoutError? in
            if case .invalidConstraint(let error) = issue, error.message.contains("a.leading to b.left") {
                return error
            }
            return nil
        }
        #expect(reported.map(\.location) == [SourceLocation(file: "AnchorConstraintTests.swift", line: line)])
        #expect(w.a.trailingAnchor.constraint(equalTo: w.b.rightAnchor).error?.kind == .directionMismatch)
        #expect(w.a.rightAnchor.constraint(equalTo: w.b.trailingAnchor).error?.kind == .directionMismatch)
        #expect(w.a.centerXAnchor.constraint(equalTo: w.b.leadingAnchor).error == nil)
        #expect(w.a.centerXAnchor.constraint(equalTo: w.b.leftAnchor).error == nil)
    }

    @Test func viewsInTwoTreesCannotBeRelated() {
        let w = AnchorWindow()
        let stranger = View()
        stranger.accessibilityIdentifier = "stranger"
        let constraint = w.a.topAnchor.constraint(equalTo: stranger.topAnchor)
        #expect(constraint.activate()?.kind == .noCommonAncestor)
        #expect(!constraint.isActive)
    }

    // UIKit: anchorWithOffset(to:) is the distance between two anchors, a dimension like any other.
    @Test func equalGapsWithOffsetDimensions() {
        let w = AnchorWindow()
        let c = View()
        c.accessibilityIdentifier = "c"
        c.translatesAutoresizingMaskIntoConstraints = false
        w.root.addSubview(c)
        w.place(w.a, x: 0, y: 0, side: 50)
        NSLayoutConstraint.activate([
            c.trailingAnchor.constraint(equalTo: w.root.trailingAnchor),
            c.topAnchor.constraint(equalTo: w.root.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 50),
            c.heightAnchor.constraint(equalToConstant: 50),
            w.b.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.b.widthAnchor.constraint(equalToConstant: 100),
            w.b.heightAnchor.constraint(equalTo: w.a.trailingAnchor.anchorWithOffset(to: w.b.leadingAnchor)),
            w.a.trailingAnchor.anchorWithOffset(to: w.b.leadingAnchor)
                .constraint(equalTo: w.b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ])
        w.layout()
        // 400 − 50 − 100 − 50 = 200 of gaps, 100 each.
        #expect(w.b.frame == CGRect(x: 150, y: 0, width: 100, height: 100))
        let gap = w.root.constraints.last!
        #expect(gap.equationDescription == "(b.leading - a.trailing) == (c.leading - b.trailing)")
    }

    @Test func offsetDimensionsWithConstantsAndMultipliers() {
        let w = AnchorWindow()
        w.place(w.a, x: 10, y: 20, side: 40)
        let line = #line + 2
        NSLayoutConstraint.activate([
            w.a.bottomAnchor.anchorWithOffset(to: w.b.topAnchor).constraint(equalToConstant: 30),
            w.a.leftAnchor.anchorWithOffset(to: w.b.leftAnchor).constraint(equalTo: w.a.widthAnchor, multiplier: 0.5),
            w.b.widthAnchor.constraint(equalToConstant: 10),
            w.b.topAnchor.anchorWithOffset(to: w.b.bottomAnchor)
                .constraint(greaterThanOrEqualTo: w.a.heightAnchor, multiplier: 1, constant: 5),
        ])
        w.layout()
        #expect(w.b.frame == CGRect(x: 30, y: 90, width: 10, height: 45))
        #expect(w.root.constraints.first { $0.origins != nil }?.location?.line == line)
    }

    @Test func offsetsInRightToLeftLayouts() {
        let w = AnchorWindow()
        w.root.layoutDirection = .rightToLeft
        NSLayoutConstraint.activate([
            w.a.leadingAnchor.constraint(equalTo: w.root.leadingAnchor),
            w.a.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.a.widthAnchor.constraint(equalToConstant: 50),
            w.a.heightAnchor.constraint(equalToConstant: 50),
            w.a.trailingAnchor.anchorWithOffset(to: w.b.leadingAnchor).constraint(equalToConstant: 20),
            w.b.topAnchor.constraint(equalTo: w.root.topAnchor),
            w.b.widthAnchor.constraint(equalToConstant: 50),
            w.b.heightAnchor.constraint(equalToConstant: 50),
        ])
        w.layout()
        // a at the right edge (350...400); b 20 further along the mirrored axis: 280...330.
        #expect(w.a.frame == CGRect(x: 350, y: 0, width: 50, height: 50))
        #expect(w.b.frame == CGRect(x: 280, y: 0, width: 50, height: 50))
    }

    @Test func offsetsMixingLeadingAndLeftAreAnError() {
        let w = AnchorWindow()
        let constraint = w.a.leadingAnchor.anchorWithOffset(to: w.b.rightAnchor).constraint(equalToConstant: 10)
        #expect(constraint.error?.kind == .directionMismatch)
        #expect(
            constraint.error?.message
                == "cannot measure from a.leading to b.right: leading/trailing and left/right cannot be mixed")
        #expect(constraint.activate()?.kind == .directionMismatch)
    }

    /// Deactivating an offset constraint's origin view (removing it from the tree) deactivates the constraint,
    /// as for any item it names.
    @Test func removingAnOriginViewDeactivates() {
        let w = AnchorWindow()
        let constraint = w.a.topAnchor.anchorWithOffset(to: w.root.bottomAnchor).constraint(equalToConstant: 10)
        constraint.isActive = true
        #expect(constraint.isActive)
        w.a.removeFromSuperview()
        #expect(!constraint.isActive)
    }
}
