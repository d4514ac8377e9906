// A line's numbers: offsets, insets per attribute, multipliers, priorities, labels.

import Cartography
import Foundation
import Testing

@testable import SnapKit

@Suite struct EditableTests {
    /// SnapKit's inset rule per attribute: inward from each edge; a centre by half the difference;
    /// a size by both sides.
    @Test func insetsPerAttribute() {
        let insets = ConstraintInsets(top: 1, left: 2, bottom: 3, right: 4)
        let expected: [(LayoutAttribute, CGFloat)] = [
            (.left, 2), (.right, -4), (.top, 1), (.bottom, -3), (.leading, 2), (.trailing, -4), (.centerX, -1),
            (.centerY, -1), (.width, -6), (.height, -4), (.firstBaseline, 1), (.lastBaseline, -3),
            (.leftMargin, 2), (.trailingMargin, -4), (.notAnAttribute, 0),
        ]
        for (attribute, constant) in expected {
            #expect(insets.constraintConstant(for: attribute) == constant, "\(attribute)")
        }
    }

    /// Leading and trailing take left and right from ConstraintConfig's direction (SnapKit's rule). The
    /// setting is global, so the right-to-left side is checked through the direction it passes, without
    /// changing it under the tests running beside this one.
    @Test func insetsFollowTheConfiguredDirection() {
        let insets = ConstraintInsets(top: 0, left: 2, bottom: 0, right: 4)
        let directional = ConstraintDirectionalInsets(top: 0, leading: 2, bottom: 0, trailing: 4)
        #expect(ConstraintConfig.interfaceLayoutDirection == .leftToRight)
        #expect(insets.constraintConstant(for: .leading) == 2)
        #expect(directional.constraintConstant(for: .right) == -4)
        #expect(insets.constraintConstant(for: .leading, in: .rightToLeft) == 4)
        #expect(insets.constraintConstant(for: .trailing, in: .rightToLeft) == -2)
        #expect(directional.constraintConstant(for: .left, in: .rightToLeft) == 4)
        #expect(directional.constraintConstant(for: .right, in: .rightToLeft) == -2)
    }

    @Test func offsetsAndInsetsOnALine() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(10)
            make.left.equalToSuperview().offset(-5)
            make.right.equalToSuperview().inset(30)
            make.bottom.equalToSuperview().inset(ConstraintInsets(top: 0, left: 0, bottom: 40, right: 0))
        }
        c.layout()
        #expect(view.frame == CGRect(x: -5, y: 10, width: 375, height: 350))
        view.snp.remakeConstraints { make in
            make.edges.equalToSuperview().inset(ConstraintDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        c.layout()
        #expect(view.frame == CGRect(x: 2, y: 1, width: 394, height: 396))
        // An offset after a constant target replaces it.
        view.snp.remakeConstraints { make in
            make.top.left.equalTo(50).offset(10)
            make.size.equalTo(20)
        }
        c.layout()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func multipliers() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(4)
            make.centerX.equalToSuperview().multipliedBy(Float(0.5))
            make.centerY.equalToSuperview().dividedBy(Int(2))
        }
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
        #expect(c.installed.map(\.multiplier) == [0.5, 0.25, 0.5, 0.5])
    }

    @Test func priorities() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.width.equalTo(1).priority(.required)
            make.width.equalTo(2).priority(.high)
            make.width.equalTo(3).priority(.medium)
            make.width.equalTo(4).priority(.low)
            make.width.equalTo(5).priority(Float(600))
            make.width.equalTo(6).priority(Int(601))
            make.width.equalTo(7).priority(Double(602))
            make.width.equalTo(8).priority(LayoutPriority.defaultHigh)
            make.width.equalTo(9).priority(ConstraintPriority.high.advanced(by: 1))
            make.width.equalTo(10).priority(603.0)
            make.width.equalTo(11).priority(604)
        }
        #expect(view.constraints.map(\.priority.rawValue) == [1000, 750, 500, 250, 600, 601, 602, 750, 751, 603, 604])
        c.layout()
        #expect(view.frame.width == 1)
    }

    @Test func labelsNameEveryConstraintOfTheLine() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.edges.equalToSuperview().labeled("fill")
            make.width.equalTo(10).priority(.low).labeled("narrow")
        }
        #expect(c.installed.map(\.identifier) == ["fill", "fill", "fill", "fill"])
        #expect(view.constraints.map(\.identifier) == ["narrow"])
        #expect(view.snp.constraints.map(\.label) == ["fill", "narrow"])
        // SnapKit's layout constraints call their identifier label.
        #expect(view.constraints.map(\.label) == ["narrow"])
    }
}
