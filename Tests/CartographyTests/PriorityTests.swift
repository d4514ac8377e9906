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
}
