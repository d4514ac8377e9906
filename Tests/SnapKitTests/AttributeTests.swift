// Every attribute name of `make`, alone and chained, with the frames it gives in a 400×400 container.

import Cartography
import Foundation
import SnapKit
import Testing

@Suite struct AttributeTests {
    /// A 100×50 view placed by `place`, laid out in the container (margins 10, 20, 30, 40).
    func frame(_ place: (ConstraintMaker) -> Void) -> CGRect {
        let c = Container()
        c.root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        view.snp.makeConstraints(place)
        c.layout()
        return view.frame
    }

    @Test func singleEdges() {
        #expect(frame { $0.top.left.equalToSuperview() } == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame { $0.bottom.right.equalToSuperview() } == CGRect(x: 300, y: 350, width: 100, height: 50))
        #expect(frame { $0.top.leading.equalToSuperview() } == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame { $0.bottom.trailing.equalToSuperview() } == CGRect(x: 300, y: 350, width: 100, height: 50))
    }

    @Test func centers() {
        #expect(frame { $0.center.equalToSuperview() } == CGRect(x: 150, y: 175, width: 100, height: 50))
        #expect(frame { $0.centerX.centerY.equalToSuperview() } == CGRect(x: 150, y: 175, width: 100, height: 50))
        // Within margins: the centre of (20, 10, 340, 360) is (190, 190).
        #expect(frame { $0.centerWithinMargins.equalToSuperview() } == CGRect(x: 140, y: 165, width: 100, height: 50))
        #expect(
            frame {
                $0.centerXWithinMargins.equalToSuperview()
                $0.centerYWithinMargins.equalToSuperview()
            } == CGRect(x: 140, y: 165, width: 100, height: 50))
    }

    // UIKit: a view's own margin attributes are its edges inset by its layoutMargins (8 by default here).
    @Test func ownMarginsToTheSuperviewsMargins() {
        let c = Container()
        c.root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = c.add("view")
        view.layoutMargins = EdgeInsets(all: 5)
        view.snp.makeConstraints { make in
            make.leftMargin.equalTo(c.root.snp.leftMargin)
            make.rightMargin.equalTo(c.root.snp.rightMargin)
            make.topMargin.equalTo(c.root.snp.topMargin)
            make.bottomMargin.equalTo(c.root.snp.bottomMargin)
        }
        c.layout()
        #expect(view.frame == CGRect(x: 15, y: 5, width: 350, height: 370))
        view.snp.remakeConstraints { make in
            make.leadingMargin.trailingMargin.equalToSuperview()
            make.top.bottom.equalToSuperview()
        }
        c.layout()
        // leadingMargin == superview.leadingMargin: 20 − 5 and 360 + 5.
        #expect(view.frame == CGRect(x: 15, y: 0, width: 350, height: 400))
    }

    @Test func marginsAsAWhole() {
        let c = Container()
        c.root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let view = c.add("view")
        view.layoutMargins = .zero
        view.snp.makeConstraints { make in make.margins.equalToSuperview() }
        c.layout()
        #expect(view.frame == CGRect(x: 20, y: 10, width: 340, height: 360))
        view.snp.remakeConstraints { make in make.directionalMargins.equalToSuperview().inset(10) }
        c.layout()
        #expect(view.frame == CGRect(x: 30, y: 20, width: 320, height: 340))
    }

    @Test func compoundEdges() {
        #expect(frame { $0.edges.equalToSuperview().priority(999) }.size == CGSize(width: 100, height: 50))
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        c.layout()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 380, height: 380))
        view.snp.remakeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(20)
            make.verticalEdges.equalToSuperview().inset(30)
        }
        c.layout()
        #expect(view.frame == CGRect(x: 20, y: 30, width: 360, height: 340))
        view.snp.remakeConstraints { make in
            make.directionalHorizontalEdges.equalToSuperview().inset(5)
            make.directionalVerticalEdges.equalToSuperview().inset(15)
        }
        c.layout()
        #expect(view.frame == CGRect(x: 5, y: 15, width: 390, height: 370))
        view.snp.remakeConstraints { make in make.directionalEdges.equalToSuperview() }
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func sizeAndDimensionsChained() {
        let c = Container()
        let view = c.add("view")
        view.snp.makeConstraints { make in
            make.width.height.equalTo(53)
            make.top.left.equalToSuperview()
        }
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 53, height: 53))
        view.snp.remakeConstraints { make in
            make.size.equalToSuperview().dividedBy(4)
            make.top.left.equalToSuperview()
        }
        c.layout()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    // UIKit: labels of one font whose baselines are equal have their text on one line, so equal tops.
    @Test func baselines() {
        let c = Container()
        let labels = ["left", "right"].map { name in
            let label = Label()
            label.text = "Baseline"
            label.accessibilityIdentifier = name
            c.root.addSubview(label)
            return label
        }
        labels[0].snp.makeConstraints { make in make.top.left.equalToSuperview().offset(20) }
        labels[1].snp.makeConstraints { make in
            make.firstBaseline.equalTo(labels[0].snp.firstBaseline).offset(7)
            make.left.equalTo(labels[0].snp.right)
        }
        c.layout()
        #expect(shapes(labels[1].snp.constraints[0].layoutConstraints) == ["firstBaseline == firstBaseline 7"])
        #expect(abs(labels[1].frame.minY - (labels[0].frame.minY + 7)) < 1e-9)
        labels[1].snp.remakeConstraints { make in
            make.lastBaseline.equalTo(labels[0].snp.lastBaseline)
            make.left.equalToSuperview()
        }
        c.layout()
        #expect(shapes(labels[1].snp.constraints[0].layoutConstraints) == ["lastBaseline == lastBaseline 0"])
        #expect(labels[1].frame.maxY == labels[0].frame.maxY)
    }
}
