// Cartography's PrioritySpec, the `~` overloads and the priority constants.

import Foundation
import Testing

@testable import Cartography

@Suite struct PriorityTests {
    @Test func singleConstraintPriority() {
        let w = Window()
        var constraint: LayoutConstraint?
        constrain(w.view) { view in constraint = view.width == 200 ~ LayoutPriority(100) }
        #expect(constraint?.priority == LayoutPriority(100))
        constrain(w.view) { view in constraint = view.width == 200 ~ 300 }
        #expect(constraint?.priority.rawValue == 300)
    }

    @Test func compoundPriority() {
        let w = Window()
        var constraints: [LayoutConstraint] = []
        constrain(w.view) { view in constraints = view.size <= view.superview!.size ~ 100 }
        #expect(constraints.count == 2)
        #expect(constraints.allSatisfy { $0.priority.rawValue == 100 })
    }

    @Test func constants() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    }

    /// A higher priority wins against any number of lower ones.
    @Test func higherPriorityWins() {
        let w = Window()
        constrain(w.view) { view in
            view.left == view.superview!.left
            view.top == view.superview!.top
            view.height == 10
            for _ in 0..<50 { view.width == 100 ~ 500 }
            view.width == 300 ~ 501
        }
        w.layout()
        #expect(w.view.frame.width == 300)
    }

    @Test func labelsAndIdentifiers() {
        let w = Window()
        var constraint: LayoutConstraint?
        constrain(w.view) { view in constraint = view.width == 120 ~ .defaultHigh ~ "preferred width" }
        #expect(constraint?.identifier == "preferred width")
        #expect(constraint?.priority == .defaultHigh)
        #expect(constraint?.equationDescription == "view.width == 120 ~ defaultHigh")
        #expect(constraint?.description.hasPrefix("view.width == 120 ~ defaultHigh \"preferred width\" (") == true)
        constraint?.labeled("other")
        #expect(constraint?.identifier == "other")
    }

    /// Every Float prints, the invalid ones included, since the messages about them print them.
    @Test(arguments: [
        (Float(1000), "required"), (750, "defaultHigh"), (500, "500"), (0.5, "0.5"), (-3, "-3"), (0, "0"),
        (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (1e20, "1e+20"), (9.223372e18, "9.223372e+18"),
        (.greatestFiniteMagnitude, "3.4028235e+38"),
    ])
    func descriptionOfAnyFloat(_ rawValue: Float, _ expected: String) {
        #expect(LayoutPriority(rawValue).description == expected)
    }

    /// `~ Float.infinity` and `~ 1e20` used to trap while the error about them was being written.
    @Test func anInfiniteOrHugePriorityIsReportedAndLeftOut() {
        let w = Window()
        let group = constrain(w.view) { view in
            view.width == 100 ~ Float.infinity
            view.width == 200 ~ 1e20
            view.width == 300
        }
        #expect(group.errors.map(\.kind) == [.invalidPriority, .invalidPriority])
        #expect(
            group.errors.map(\.message) == [
                "the priority inf of view.width == 100 ~ inf is outside 1...1000",
                "the priority 1e+20 of view.width == 200 ~ 1e+20 is outside 1...1000",
            ])
        #expect(group.constraints.map(\.isActive) == [false, false, true])
        w.layout()
        #expect(w.view.frame.width == 300)
    }

    /// A priority set live on an active constraint is checked at the next layout, which leaves it out.
    @Test func anInfinitePrioritySetLiveIsReportedAtTheNextLayout() {
        let recorder = IssueRecorder()
        defer { recorder.stop() }
        let w = Window()
        w.view.accessibilityIdentifier = "liveInfinity"
        var preferred: LayoutConstraint!
        constrain(w.view) { view in
            view.left == view.superview!.left
            view.top == view.superview!.top
            view.height == 10
            preferred = view.width == 120 ~ .defaultHigh
            view.width == 80 ~ .defaultLow
        }
        w.layout()
        #expect(w.view.frame.width == 120)
        preferred.priority = LayoutPriority(Float.infinity)
        w.layout()
        #expect(w.view.frame.width == 80)
        #expect(
            recorder.issues(mentioning: "liveInfinity") == [
                "Invalid constraint: the priority inf of liveInfinity.width == 120 ~ inf is outside 1...1000 "
                    + "(\(preferred.location!))"
            ])
        preferred.priority = .required
        w.layout()
        #expect(w.view.frame.width == 120)
    }
}
