// Constraint handles: updates of constants and priorities, activation, and the item's list.

import Cartography
import Foundation
import SnapKit
import Testing

@Suite struct ConstraintHandleTests {
    // UIKit: changing an active constraint's constant moves the view at the next layout.
    @Test func updateOffsetAndInsetMoveTheView() {
        let c = Container()
        let view = c.add("view")
        var leading: Constraint!
        var size: Constraint!
        view.snp.makeConstraints { make in
            leading = make.leading.top.equalToSuperview().offset(10).constraint
            size = make.size.equalTo(CGSize(width: 50, height: 60)).constraint
        }
        c.layout()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 60))
        leading.update(offset: 30)
        c.layout()
        #expect(view.frame == CGRect(x: 30, y: 30, width: 50, height: 60))
        leading.update(inset: ConstraintInsets(top: 5, left: 7, bottom: 0, right: 0))
        c.layout()
        #expect(view.frame == CGRect(x: 7, y: 5, width: 50, height: 60))
        leading.update(inset: ConstraintDirectionalInsets(top: 2, leading: 3, bottom: 0, trailing: 0))
        c.layout()
        #expect(view.frame == CGRect(x: 3, y: 2, width: 50, height: 60))
        // A size line updated by an offset takes the number for both dimensions.
        size.update(offset: 25)
        c.layout()
        #expect(view.frame == CGRect(x: 3, y: 2, width: 25, height: 25))
    }

    @Test func updatePriorityOfOptionalConstraints() {
        let c = Container()
        let view = c.add("view")
        var wide: Constraint!
        view.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.height.equalTo(10)
            wide = make.width.equalTo(300).priority(.low).constraint
            make.width.equalTo(100).priority(.medium)
        }
        c.layout()
        #expect(view.frame.width == 100)
        wide.update(priority: .high)
        c.layout()
        #expect(view.frame.width == 300)
        wide.update(priority: 251)
        c.layout()
        #expect(view.frame.width == 100)
    }

    @Test func layoutConstraintsAreTheLinesConstraintsInSnapKitsOrder() {
        let c = Container()
        let view = c.add("view")
        let constraints = view.snp.prepareConstraints { make in
            make.trailing.bottom.leading.top.equalToSuperview()
            make.center.size.equalToSuperview()
        }
        #expect(
            constraints.map { $0.layoutConstraints.map(\.firstAttribute) } == [
                [.top, .bottom, .leading, .trailing], [.width, .height, .centerX, .centerY],
            ])
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(view.snp.constraints.isEmpty)
        // Preparing stops the view translating its frame, as making does.
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func theItemsListFollowsActivation() {
        let c = Container()
        let view = c.add("view")
        var first: Constraint!
        view.snp.makeConstraints { make in
            first = make.top.equalToSuperview().constraint
            make.left.equalToSuperview()
        }
        #expect(view.snp.constraints.count == 2)
        first.deactivate()
        #expect(view.snp.constraints.count == 1)
        first.activate()
        first.activate()
        #expect(view.snp.constraints.count == 2)
        #expect(view.snp.constraints.last === first)
        view.snp.remakeConstraints { make in make.edges.equalToSuperview() }
        #expect(view.snp.constraints.count == 1)
        #expect(!first.isActive)
    }

    /// A constraint handle does not keep its views alive, as SnapKit's does not.
    @Test func handlesDoNotRetainViews() {
        weak var gone: View?
        var kept: Constraint?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let view = View()
            root.addSubview(view)
            view.snp.makeConstraints { make in kept = make.edges.equalToSuperview().constraint }
            gone = view
        }
        #expect(gone == nil)
        #expect(kept?.layoutConstraints.allSatisfy { $0.firstItem == nil } == true)
    }

    // UIKit: hugging defaults to 250 and compression resistance to 750 for a plain view.
    @Test func huggingAndCompressionThroughSnp() {
        let view: ConstraintView = View()
        #expect(view.snp.contentHuggingHorizontalPriority == 250)
        #expect(view.snp.contentCompressionResistanceVerticalPriority == 750)
        view.snp.contentHuggingHorizontalPriority = 251
        view.snp.contentHuggingVerticalPriority = 252
        view.snp.contentCompressionResistanceHorizontalPriority = 753
        view.snp.contentCompressionResistanceVerticalPriority = 754
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 252)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 753)
        #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 754)
    }
}
