// The relations and their targets: numbers, views, other items' attributes, guides, sizes, points, insets.

import Cartography
import Foundation
import SnapKit
import Testing

@Suite struct RelationTests {
    @Test func inequalities() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.lessThanOrEqualTo(150)
            make.width.equalTo(300).priority(.low)
            make.height.greaterThanOrEqualTo(60)
            make.height.equalTo(10).priority(.low)
        }
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 150, height: 60))
        #expect(view.constraints.map(\.relation) == [.lessThanOrEqual, .equal, .greaterThanOrEqual, .equal])
    }

    @Test func superviewInequalities() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.lessThanOrEqualToSuperview().multipliedBy(0.25)
            make.width.equalTo(1000).priority(.medium)
            make.height.greaterThanOrEqualToSuperview { $0.snp.width }.dividedBy(2)
            make.height.lessThanOrEqualToSuperview { $0.snp.height }
            make.height.equalTo(0).priority(.medium)
        }
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        view.snp.remakeConstraints { make in
            make.right.equalToSuperview { $0.snp.centerX }
            make.bottom.equalToSuperview { $0.snp.centerY }
            make.size.greaterThanOrEqualToSuperview().multipliedBy(0.1)
            make.size.equalTo(0).priority(1)
        }
        c.layout()
        #expect(view.frame == CGRect(x: 160, y: 160, width: 40, height: 40))
    }

    @Test func targetsThatAreViewsAndTheirAttributes() {
        let c = Container()
        let header = c.add("header")
        let body = c.add("body")
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(44)
        }
        body.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(8)
            make.left.right.equalTo(header)
            make.bottom.equalTo(c.root)
            make.width.equalTo(header.snp.width)
        }
        c.layout()
        #expect(body.frame == CGRect(x: 0, y: 52, width: 400, height: 348))
    }

    // UIKit: the safe area guide is the bounds inset by safeAreaInsets.
    @Test func layoutGuidesAsTargetsAndAsItems() {
        let c = Container()
        c.root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let view = c.add("view")
        view.snp.makeConstraints { make in make.edges.equalTo(c.root.safeAreaLayoutGuide) }
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 44, width: 400, height: 322))
        view.snp.remakeConstraints { make in
            make.top.equalTo(c.root.safeAreaLayoutGuide.snp.top).offset(10)
            make.bottom.equalTo(c.root.safeAreaLayoutGuide.snp.bottom)
            make.leading.trailing.equalTo(c.root.layoutMarginsGuide)
        }
        c.root.layoutMargins = EdgeInsets(all: 16)
        c.layout()
        #expect(view.frame == CGRect(x: 16, y: 54, width: 368, height: 312))

        let guide = LayoutGuide(identifier: "spacer")
        c.root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(5)
            make.size.equalTo(CGSize(width: 70, height: 80))
        }
        c.layout()
        #expect(guide.layoutFrame == CGRect(x: 5, y: 5, width: 70, height: 80))
        #expect(guide.snp.constraints.count == 2)
        guide.snp.updateConstraints { make in make.size.equalTo(CGSize(width: 90, height: 10)) }
        c.layout()
        #expect(guide.layoutFrame == CGRect(x: 5, y: 5, width: 90, height: 10))
        guide.snp.removeConstraints()
        #expect(guide.snp.constraints.isEmpty)
    }

    @Test func constantTargets() {
        let c = Container()
        let view = c.add("view")
        // A point is an offset of the centre from the superview's left and top, as in SnapKit.
        view.snp.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 100, y: 150))
            make.size.equalTo(CGSize(width: 40, height: 20))
        }
        c.layout()
        #expect(view.frame == CGRect(x: 80, y: 140, width: 40, height: 20))
        #expect(shapes(c.installed) == ["centerX == left 100", "centerY == top 150"])
        view.snp.remakeConstraints { make in
            make.edges.equalTo(ConstraintInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        c.layout()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 396))
        view.snp.remakeConstraints { make in
            make.directionalEdges.equalTo(ConstraintDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        c.layout()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 396))
    }

    /// Every number type SnapKit takes as a constant.
    @Test func numbersOfEveryType() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.left.equalTo(Int(1))
            make.top.equalTo(UInt(2))
            make.width.equalTo(Float(3.5))
            make.height.equalTo(Double(4.25))
        }
        view.snp.makeConstraints { make in make.right.lessThanOrEqualTo(CGFloat(300)) }
        #expect(view.snp.constraints.flatMap(\.layoutConstraints).map(\.constant) == [1, 2, 3.5, 4.25, 300])
        c.layout()
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3.5, height: 4.25))
    }
}
