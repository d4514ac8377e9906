// SnapKit's own test suite (Tests/SnapKitTests/Tests.swift), case by case in our words, with the values
// and frames behind each count. Where SnapKit's case relates a left edge to a top edge, which UIKit refuses
// ("invalid pairing of layout attributes"), the translation relates left to left and a case of its own
// (MisuseTests) pins the refusal.

import Cartography
import Foundation
import SnapKit
import Testing

@Suite struct UpstreamSuiteTests {
    /// SnapKit's opening lines: v1's top and left 50 below and right of v2's.
    func pinTopLeft(of v1: View, to v2: View) {
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2.snp.top).offset(50)
            make.left.equalTo(v2.snp.left).offset(50)
        }
    }

    /// The same two lines, prepared, as handles.
    func preparedTopLeft(of v1: View, to v2: View) -> (Constraint, Constraint) {
        var handles: [Constraint] = []
        v1.snp.prepareConstraints { make in
            handles.append(make.top.equalTo(v2.snp.top).offset(50).constraint)
            handles.append(make.left.equalTo(v2.snp.left).offset(50).constraint)
        }
        return (handles[0], handles[1])
    }

    @Test func makeConstraints() {
        let (c, v1, v2) = Container.withPair()
        pinTopLeft(of: v1, to: v2)
        #expect(c.installed.count == 2)
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(c.installed.count == 6)
        #expect(
            shapes(v2.snp.constraints.flatMap(\.layoutConstraints)) == [
                "left == left 0", "top == top 0", "right == right 0", "bottom == bottom 0",
            ])
    }

    @Test func horizontalAndVerticalEdges() {
        let c = Container()
        let v1 = c.add("v1")
        v1.snp.makeConstraints { make in
            make.verticalEdges.equalToSuperview()
            make.horizontalEdges.equalToSuperview()
        }
        #expect(c.installed.count == 4)
        #expect(c.installed.allSatisfy { $0.firstItem === v1 && $0.secondItem === c.root })
        #expect(
            Set(c.installed.map { "\($0.firstAttribute)=\($0.secondAttribute)" }) == [
                "left=left", "right=right", "top=top", "bottom=bottom",
            ])
        c.layout()
        #expect(v1.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func directionalHorizontalAndVerticalEdges() {
        let c = Container()
        let v1 = c.add("v1")
        v1.snp.makeConstraints { make in
            make.directionalVerticalEdges.equalToSuperview()
            make.directionalHorizontalEdges.equalToSuperview()
        }
        #expect(c.installed.count == 4)
        #expect(c.installed.allSatisfy { $0.firstItem === v1 && $0.secondItem === c.root })
        #expect(
            Set(c.installed.map { "\($0.firstAttribute)=\($0.secondAttribute)" }) == [
                "leading=leading", "trailing=trailing", "top=top", "bottom=bottom",
            ])
    }

    @Test func guideMakeConstraints() {
        let c = Container()
        let v1 = c.add("v1")
        let g1 = ConstraintLayoutGuide(identifier: "g1")
        c.root.addLayoutGuide(g1)
        v1.snp.makeConstraints { make in
            make.top.equalTo(g1).offset(50)
            make.left.equalTo(g1.snp.left).offset(50)
        }
        #expect(c.installed.count == 2)
        g1.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(c.installed.count == 6)
        #expect(c.installed.prefix(2).allSatisfy { $0.firstItem === v1 && $0.secondItem === g1 })
        #expect(c.installed.suffix(4).allSatisfy { $0.firstItem === g1 && $0.secondItem === v1 })
    }

    @Test func impliedSuperviewConstraints() {
        let (c, v1, v2) = Container.withPair()
        v1.snp.makeConstraints { make in
            make.top.equalTo(50.0)
            make.left.equalTo(50.0)
        }
        #expect(c.installed.count == 2)
        #expect(c.installed.allSatisfy { $0.secondItem === c.root && $0.constant == 50 })
        v2.snp.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(c.installed.count == 6)
        v1.snp.makeConstraints { make in make.size.equalTo(10) }
        c.layout()
        #expect(v1.frame == CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(v2.frame == v1.frame)
    }

    @Test func updateConstraints() {
        let (c, v1, v2) = Container.withPair()
        pinTopLeft(of: v1, to: v2)
        let before = c.installed
        #expect(before.count == 2)
        v1.snp.updateConstraints { make in make.top.equalTo(v2.snp.top).offset(15) }
        // The same two layout constraints: the top's constant changed in place.
        #expect(c.installed.count == 2)
        #expect(c.installed.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        #expect(before.map(\.constant) == [15, 50])
    }

    @Test func remakeConstraints() {
        let (c, v1, v2) = Container.withPair()
        pinTopLeft(of: v1, to: v2)
        #expect(c.installed.count == 2)
        v1.snp.remakeConstraints { make in make.edges.equalTo(v2) }
        #expect(c.installed.count == 4)
        #expect(v1.snp.constraints.count == 1)
    }

    @Test func removeConstraints() {
        let (c, v1, v2) = Container.withPair()
        v1.snp.makeConstraints { make in
            make.top.equalTo(v2).offset(50)
            make.left.equalTo(v2).offset(50)
        }
        #expect(c.installed.count == 2)
        v1.snp.removeConstraints()
        #expect(c.installed.isEmpty)
        #expect(v1.snp.constraints.isEmpty)
    }

    /// SnapKit's `testPrepareConstraints` and `testReactivateConstraints` are the same case: both here.
    @Test func prepareThenActivateAndDeactivate() {
        let (c, v1, v2) = Container.withPair()
        let constraints = v1.snp.prepareConstraints { make in make.edges.equalTo(v2) }
        #expect(c.installed.isEmpty)
        #expect(constraints.count == 1 && constraints[0].layoutConstraints.count == 4)
        for _ in 0..<2 {
            for constraint in constraints { constraint.activate() }
            #expect(c.installed.count == 4)
            for constraint in constraints { constraint.deactivate() }
            #expect(c.installed.isEmpty)
        }
    }

    @Test func activateDeactivateConstraints() {
        let (c, v1, v2) = Container.withPair()
        let (c1, c2) = preparedTopLeft(of: v1, to: v2)
        #expect(c.installed.isEmpty)
        c1.activate()
        c2.activate()
        #expect(c.installed.count == 2)
        c1.deactivate()
        c2.deactivate()
        #expect(c.installed.isEmpty)
        c1.activate()
        c2.activate()
        #expect(c.installed.count == 2)
    }

    @Test func setIsActive() {
        let (c, v1, v2) = Container.withPair()
        let (c1, c2) = preparedTopLeft(of: v1, to: v2)
        c1.isActive = true
        c2.isActive = false
        #expect(c.installed.count == 1)
        #expect(c1.isActive && !c2.isActive)
        c1.isActive = true
        c2.isActive = true
        #expect(c.installed.count == 2)
        c1.isActive = false
        c2.isActive = false
        #expect(c.installed.isEmpty)
    }

    @Test func edgesWithAnOffset() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in make.edges.equalTo(c.root).offset(50.0) }
        #expect(c.installed.map(\.constant) == [50, 50, 50, 50])
        // An offset moves every edge the same way: the view is shifted, not inset.
        c.layout()
        #expect(view.frame == CGRect(x: 50, y: 50, width: 400, height: 400))
    }

    @Test func updateReferencedConstraints() {
        let (c, v1, v2) = Container.withPair()
        var c1: Constraint!
        var c2: Constraint!
        v1.snp.makeConstraints { make in
            c1 = make.top.equalTo(v2).offset(50).constraint
            c2 = make.bottom.equalTo(v2).offset(25).constraint
        }
        let constraints = c.installed.sorted { $0.constant > $1.constant }
        #expect(constraints.map(\.constant) == [50, 25])
        c1.update(offset: 15)
        c2.update(offset: 20)
        #expect(c.installed.count == 2)
        #expect(constraints.map(\.constant) == [15, 20])
        c1.update(inset: 15)
        c2.update(inset: 20)
        #expect(c.installed.count == 2)
        #expect(constraints.map(\.constant) == [15, -20])
    }

    @Test func insetAsConstant() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in make.edges.equalTo(c.root).inset(50.0) }
        #expect(c.installed.map(\.constant) == [50, 50, -50, -50])
        c.layout()
        #expect(view.frame == CGRect(x: 50, y: 50, width: 300, height: 300))
    }

    @Test func insetsAsImpliedEqualTo() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.edges.equalTo(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
        }
        #expect(c.installed.map(\.constant) == [25, 25, -25, -25])
        c.layout()
        #expect(view.frame == CGRect(x: 25, y: 25, width: 350, height: 350))
    }

    @Test func insetsAsConstant() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.edges.equalTo(c.root).inset(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
        }
        #expect(
            shapes(c.installed) == ["left == left 25", "top == top 25", "right == right -25", "bottom == bottom -25"])
    }

    /// SnapKit's two directional-inset cases (as an implied and an explicit target) make the same four.
    @Test func directionalInsetsOnDirectionalAttributes() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(c.root).inset(
                ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        #expect(
            shapes(c.installed) == [
                "top == top 25", "bottom == bottom -25", "leading == leading 25", "trailing == trailing -25",
            ])
    }

    @Test func directionalInsetsFallBackForAbsoluteEdges() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.edges.equalTo(c.root).inset(
                ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        #expect(
            shapes(c.installed) == ["left == left 25", "top == top 25", "right == right -25", "bottom == bottom -25"])
    }

    @Test func sizeConstraints() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 50, height: 50))
            make.left.top.equalTo(c.root)
        }
        // The sizes are installed on the view itself, the positions on the container, as in UIKit.
        #expect(shapes(view.constraints) == ["width == notAnAttribute 50", "height == notAnAttribute 50"])
        #expect(c.installed.count == 2)
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func centerWithAnOffset() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.center.equalTo(c.root).offset(50.0)
            make.size.equalTo(100)
        }
        #expect(shapes(c.installed) == ["centerX == centerX 50", "centerY == centerY 50"])
        c.layout()
        #expect(view.frame == CGRect(x: 200, y: 200, width: 100, height: 100))
    }

    @Test func identifierFromLabel() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in make.top.equalTo(c.root.snp.top).labeled("Test-Identifier") }
        #expect(c.installed.map(\.identifier) == ["Test-Identifier"])
        #expect(view.snp.constraints.first?.label == "Test-Identifier")
    }

    @Test func edgesToEdges() {
        let c = Container()
        let view = c.add("view")
        view.snp.remakeConstraints { make in make.edges.equalTo(c.root.snp.edges) }
        #expect(Set(c.installed.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(c.installed.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    @Test func directionalEdgesToDirectionalEdges() {
        let c = Container()
        let view = c.add("view")
        view.snp.remakeConstraints { make in make.directionalEdges.equalTo(c.root.snp.directionalEdges) }
        #expect(Set(c.installed.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(c.installed.map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    // UIKit: a view's margins are its edges inset by layoutMargins.
    @Test func edgesToMarginsAndBack() {
        let c = Container()
        c.root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = c.add("view")
        view.snp.remakeConstraints { make in make.edges.equalTo(c.root.snp.margins) }
        #expect(Set(c.installed.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(c.installed.map(\.secondAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        c.layout()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 340, height: 360))

        view.layoutMargins = EdgeInsets(all: 5)
        view.snp.remakeConstraints { make in make.margins.equalTo(c.root.snp.edges) }
        #expect(c.installed.count == 4)
        #expect(Set(c.installed.map(\.firstAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        #expect(Set(c.installed.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
        c.layout()
        #expect(view.frame == CGRect(x: -5, y: -5, width: 410, height: 410))
    }

    @Test func directionalEdgesToDirectionalMarginsAndBack() {
        let c = Container()
        c.root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = c.add("view")
        view.snp.remakeConstraints { make in make.directionalEdges.equalTo(c.root.snp.directionalMargins) }
        #expect(Set(c.installed.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(
            Set(c.installed.map(\.secondAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        c.layout()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 340, height: 360))

        view.snp.remakeConstraints { make in make.directionalMargins.equalTo(c.root.snp.directionalEdges) }
        #expect(c.installed.count == 4)
        #expect(Set(c.installed.map(\.firstAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(Set(c.installed.map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    // UIKit: a view controller's top and bottom layout guides are bands of its view, 0 high without bars.
    @Test func layoutGuideConstraints() {
        let controller = ViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        controller.topLayoutGuideLength = 20
        controller.bottomLayoutGuideLength = 49
        let container = View()
        controller.view.addSubview(container)
        container.snp.makeConstraints { make in
            make.top.equalTo(controller.car_topLayoutGuide.snp.bottom)
            make.bottom.equalTo(controller.car_bottomLayoutGuide.snp.top)
            make.left.right.equalToSuperview()
        }
        #expect(controller.view.constraints.count == 4)
        controller.view.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 20, width: 300, height: 231))
    }

    @Test func canSetLabel() {
        let c = Container()
        c.root.snp.setLabel("Hello World")
        #expect(c.root.snp.label() == "Hello World")
        #expect(View().snp.label() == nil)
    }

    @Test func priorityShortcuts() {
        let c = Container()
        let view = c.add("view")
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
        #expect(c.installed.map(\.priority) == [.required])
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
        #expect(c.installed.map(\.priority.rawValue) == [ConstraintPriority.low.value])
        view.snp.remakeConstraints { make in make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1) }
        #expect(c.installed.map(\.priority.rawValue) == [251])
    }

    @Test func priorityStride() {
        let high: ConstraintPriority = .high
        #expect(ConstraintPriority.high.advanced(by: 1).value == high.value + 1)
        #expect(ConstraintPriority.low.distance(to: .medium) == 250)
        #expect(ConstraintPriority.low < .high)
    }
}
