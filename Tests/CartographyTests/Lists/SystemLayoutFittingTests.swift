// UIView.systemLayoutSizeFitting: the size a view's own constraints give it.

import Foundation
import Testing

@testable import Cartography

@Suite struct SystemLayoutFittingTests {
    /// A card: a block with 10-point insets, optionally as tall as half its width.
    private func card(blockHeight: CGFloat? = nil, ratio: CGFloat? = nil) -> (View, SizedView) {
        let card = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let block = SizedView("block", width: 120, height: blockHeight ?? View.noIntrinsicMetric)
        card.addSubview(block)
        block.translatesAutoresizingMaskIntoConstraints = false
        var constraints = [
            block.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            block.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            card.trailingAnchor.constraint(greaterThanOrEqualTo: block.trailingAnchor, constant: 10),
            card.bottomAnchor.constraint(equalTo: block.bottomAnchor, constant: 10),
        ]
        if let ratio {
            constraints.append(block.heightAnchor.constraint(equalTo: block.widthAnchor, multiplier: ratio))
        }
        NSLayoutConstraint.activate(constraints)
        return (card, block)
    }

    /// UIKit: `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` is the smallest size the
    /// constraints allow, the content's intrinsic size plus the insets (120 + 20 by 30 + 20).
    @Test func compressedSizeIsTheContentPlusInsets() {
        let (card, _) = card(blockHeight: 30)
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 140, height: 50))
    }

    /// UIKit: the fitting solve does not move anything; the frames stay those of the host's size.
    @Test func fittingLeavesTheFramesAlone() {
        let (card, block) = card(blockHeight: 30)
        card.layoutIfNeeded()
        let before = block.frame
        _ = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        card.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(block.frame == before)
    }

    /// UIKit: with the width required (a cell's), the height follows constraints that depend on the
    /// width: a block half as tall as it is wide, in a 250-wide card, is 115 tall (250 - 20 = 230 wide).
    @Test func requiredWidthDecidesAWidthDependentHeight() {
        let (card, block) = card(ratio: 0.5)
        block.contentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        NSLayoutConstraint.activate([card.trailingAnchor.constraint(equalTo: block.trailingAnchor, constant: 10)])
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 250, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 250, height: 135))
    }

    /// UIKit: `layoutFittingExpandedSize` (10,000,000 on each side) is the largest the constraints allow; an
    /// axis they leave free takes the target.
    @Test func expandedSizeTakesTheTargetWhereUnbounded() {
        let (card, _) = card(blockHeight: 30)
        NSLayoutConstraint.activate([card.widthAnchor.constraint(lessThanOrEqualToConstant: 500)])
        let size = card.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(size == CGSize(width: 500, height: 50))
        #expect(View.layoutFittingExpandedSize == CGSize(width: 10_000_000, height: 10_000_000))
    }
}
