// SnapKit stops the app for these mistakes; here each is one clear error with the line it was written on,
// and the rest of the block still takes effect.

import Cartography
import Foundation
import LayoutIssueLog
import SnapKit
import Testing

@Suite struct MisuseTests {
    @Test func severalAttributesToOtherSeveral() {
        let log = IssueLog.shared
        let c = Container()
        let name = uniqueName("mismatch")
        let view = c.add(name)
        var line = 0
        view.snp.makeConstraints { make in
            line = #line + 1
            make.edges.equalTo(c.root.snp.size)
            make.width.equalTo(10)
        }
        let errors = log.errors(mentioning: "cannot constrain left/top/right/bottom to width/height")
        #expect(errors.count == 1)
        #expect(errors.first?.kind == .misuse)
        #expect(errors.first?.location == SourceLocation(file: "MisuseTests.swift", line: line))
        // The faulty line made nothing; the next one was made.
        #expect(shapes(view.constraints) == ["width == notAnAttribute 10"])
        #expect(c.installed.isEmpty)
        _ = name
    }

    @Test func updateThatMatchesNothing() {
        let log = IssueLog.shared
        let c = Container()
        let name = uniqueName("update")
        let view = c.add(name)
        view.snp.makeConstraints { make in make.top.equalToSuperview().offset(10) }
        var line = 0
        view.snp.updateConstraints { make in
            make.top.equalToSuperview().offset(20)
            line = #line + 1
            make.left.equalToSuperview().offset(5)
        }
        let errors = log.errors(mentioning: "updateConstraints found no constraint \(name).left == container.left + 5")
        #expect(errors.count == 1)
        #expect(errors.first?.location == SourceLocation(file: "MisuseTests.swift", line: line))
        // The matching line still updated; nothing was added.
        #expect(shapes(c.installed) == ["top == top 20"])
    }

    /// A different priority is a different constraint to SnapKit's update.
    @Test func updateWithAnotherPriorityMatchesNothing() {
        let log = IssueLog.shared
        let c = Container()
        let name = uniqueName("priority")
        let view = c.add(name)
        view.snp.makeConstraints { make in make.width.equalTo(10).priority(.high) }
        view.snp.updateConstraints { make in make.width.equalTo(20) }
        #expect(log.errors(mentioning: "no constraint \(name).width == 20 to update").count == 1)
        #expect(view.constraints.map(\.constant) == [10])
    }

    @Test func superviewFormsWithoutASuperview() {
        let log = IssueLog.shared
        let name = uniqueName("orphan")
        let view = View()
        view.accessibilityIdentifier = name
        var line = 0
        view.snp.makeConstraints { make in
            line = #line + 1
            make.edges.equalToSuperview()
            make.top.lessThanOrEqualToSuperview()
            make.top.greaterThanOrEqualToSuperview { $0.snp.bottom }
            make.width.equalTo(30)
        }
        let errors = log.errors(mentioning: "has none").filter { $0.message.contains(name) }
        #expect(
            errors.map(\.message) == [
                "equalToSuperview() needs a superview, and \(name) has none (add it to a view first)",
                "lessThanOrEqualToSuperview() needs a superview, and \(name) has none (add it to a view first)",
                "greaterThanOrEqualToSuperview() needs a superview, and \(name) has none (add it to a view first)",
            ])
        #expect(errors.map(\.location?.line) == [line, line + 1, line + 2])
        #expect(view.snp.constraints.count == 1)
        #expect(view.constraints.map(\.constant) == [30])
    }

    @Test func aConstantPositionWithoutASuperview() {
        let log = IssueLog.shared
        let name = uniqueName("loose")
        let view = View()
        view.accessibilityIdentifier = name
        view.snp.makeConstraints { make in make.top.equalTo(20) }
        let errors = log.errors(mentioning: "\(name).top is related to a constant")
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("\(name) has no superview") == true)
        #expect(view.snp.constraints.first?.layoutConstraints.isEmpty == true)
    }

    // UIKit: relating a horizontal edge to a vertical one is refused ("invalid pairing of layout attributes").
    @Test func leftToTopIsRefusedByTheLibrary() {
        let log = IssueLog.shared
        let c = Container()
        let name = uniqueName("pairing")
        let v1 = c.add(name)
        let v2 = c.add("v2")
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.top).offset(50)
        }
        let errors = log.errors(mentioning: "cannot relate \(name).left to v2.top")
        #expect(errors.map(\.kind) == [.axisMismatch])
        #expect(errors.first?.location?.file == "MisuseTests.swift")
        #expect(c.installed.count == 1)
    }

    // UIKit: an installed constraint's priority cannot move between required and optional.
    @Test func priorityBetweenRequiredAndOptionalWhileActive() {
        let log = IssueLog.shared
        let c = Container()
        let view = c.add(uniqueName("required"))
        var constraint: Constraint!
        view.snp.makeConstraints { make in constraint = make.width.equalTo(10).constraint }
        let before = log.errors(mentioning: "from 1000 to 750").count
        constraint.update(priority: .high)
        #expect(log.errors(mentioning: "from 1000 to 750").count == before + 1)
        #expect(view.constraints.map(\.priority) == [.required])
        // Inactive, it may change; optional to optional may change while active.
        constraint.deactivate()
        constraint.update(priority: .high).activate()
        constraint.update(priority: 500)
        #expect(view.constraints.map(\.priority.rawValue) == [500])
    }

    @Test func anUnknownTarget() {
        struct NotATarget: ConstraintRelatableTarget {}
        let log = IssueLog.shared
        let c = Container()
        let view = c.add(uniqueName("unknown"))
        view.snp.makeConstraints { make in make.top.equalTo(NotATarget()) }
        #expect(log.errors(mentioning: "cannot constrain to a NotATarget").count >= 1)
        #expect(view.snp.constraints.isEmpty)
    }

    /// A target whose item is gone (targets hold items weakly, as SnapKit's do) relates to nothing, not to
    /// the superview and not to a constant.
    @Test func aTargetWhoseItemIsGone() {
        let log = IssueLog.shared
        let c = Container()
        let name = uniqueName("orphaned")
        let view = c.add(name)
        var target: ConstraintItem?
        var size: ConstraintItem?
        do {
            let other = View()
            target = other.snp.top
            size = other.snp.width
        }
        view.snp.makeConstraints { make in
            make.top.equalTo(target!)
            make.width.equalTo(size!)
        }
        #expect(log.errors(mentioning: "\(name).top is related to an item that is gone").count == 1)
        #expect(log.errors(mentioning: "\(name).width is related to an item that is gone").count == 1)
        #expect(view.snp.constraints.allSatisfy { $0.layoutConstraints.isEmpty })
    }
}
