// Wrapping labels' content sizes change in the solver in place: no constraint is replaced, and frames are as fresh.

import Foundation
import Testing

@testable import Cartography

@Suite struct InPlaceConstantTests {
    /// A column of `count` wrapping labels (15 points: 9 a character, 18 a line) pinned to 16-point margins.
    func column(count: Int, width: CGFloat) -> (root: View, labels: [Label]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let labels = (0..<count).map { index in
            let label = Label()
            label.text = String(repeating: "word ", count: 10 + index).trimmingCharacters(in: .whitespaces)
            label.font = .systemFont(ofSize: 15)
            label.numberOfLines = 0
            root.addSubview(label)
            return label
        }
        constrain(labels) { labels in
            for (index, label) in labels.enumerated() {
                label.leading == label.superview!.leading + 16
                label.trailing == label.superview!.trailing - 16
                if index == 0 {
                    label.top == label.superview!.top + 20
                } else {
                    label.top == labels[index - 1].bottom + 4
                }
            }
        }
        root.layoutIfNeeded()
        return (root, labels)
    }

    /// Resizing re-measures every label at its new width: the constants change in place (nothing removed),
    /// and every frame is what a column laid out at that width from scratch gets.
    @Test(arguments: [320, 667, 1024] as [CGFloat])
    func resizingChangesConstantsInPlace(width: CGFloat) {
        let (root, labels) = column(count: 12, width: 375)
        let before = root.layoutStatistics
        root.frame = CGRect(x: 0, y: 0, width: width, height: 600)
        root.layoutIfNeeded()
        let after = root.layoutStatistics
        #expect(after.constraintsRemoved == before.constraintsRemoved)
        #expect(after.constraintsAdded == before.constraintsAdded)
        #expect(after.constantsChangedInPlace > before.constantsChangedInPlace)
        let fresh = column(count: 12, width: width).labels
        for (label, expected) in zip(labels, fresh) {
            #expect(label.frame == expected.frame, "\(label.frame) after the resize, \(expected.frame) fresh")
        }
        #expect(root.layoutDiagnostics().isClean)
    }

    /// A constraint that leaves (the label is removed) takes its edit variables with it; one that changes
    /// priority is replaced as any other; a single-line label's constants stay plain numbers.
    @Test func editsFollowTheConstraints() throws {
        let (root, labels) = column(count: 3, width: 375)
        let hugging = try #require(labels[1].contentSizeStorage?.hugging[1])
        #expect(hugging.constantEdit != nil)
        labels[1].setContentHuggingPriority(.defaultHigh, for: .vertical)
        root.layoutIfNeeded()
        #expect(hugging.constantEdit != nil && hugging.heldPriority == .defaultHigh)
        labels[2].removeFromSuperview()
        root.layoutIfNeeded()
        let removed = try #require(labels[2].contentSizeStorage?.hugging[1])
        #expect(removed.constantEdit == nil)
        labels[0].numberOfLines = 1
        root.layoutIfNeeded()
        #expect(labels[0].contentSizeStorage?.hugging[1]?.constantEdit == nil)
        #expect(labels[0].frame.height == 18)
    }
}
