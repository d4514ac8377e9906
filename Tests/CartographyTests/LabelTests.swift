// Labels sized by the deterministic measurer: one line, wrapping to the width they get, baselines, changes.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

// With the 10-point system font the fixed metrics are exact: a character is 6 wide, a line 12 high,
// the first baseline 9.5 below the top of the text.

/// "aaaa bbbb cccc dddd": 19 characters, 114 wide on one line.
private let fourWords = "aaaa bbbb cccc dddd"

private func label(_ name: String, _ text: String, lines: Int = 1) -> Label {
    let label = UILabel()
    label.accessibilityIdentifier = name
    label.text = text
    label.font = UIFont.systemFont(ofSize: 10)
    label.numberOfLines = lines
    return label
}

/// A root `width` wide with the label pinned at its top, `leading + 10`, and `trailing - 10` (as an
/// equality, or at most there).
private func pinned(_ label: Label, width: CGFloat, trailing relation: LayoutRelation = .equal) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 300))
    root.addSubview(label)
    constrain(label) { label in
        label.top == label.superview!.top
        label.leading == label.superview!.leading + 10
        if relation == .equal {
            label.trailing == label.superview!.trailing - 10
        } else {
            label.trailing <= label.superview!.trailing - 10
        }
    }
    root.layoutIfNeeded()
    return root
}

@Suite struct LabelTests {
    @Test func oneLineTakesItsTextSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let hello = label("hello", "Hello")
        root.addSubview(hello)
        constrain(hello) { hello in
            hello.left == hello.superview!.left + 8
            hello.top == hello.superview!.top + 8
        }
        root.layoutIfNeeded()
        #expect(hello.intrinsicContentSize == CGSize(width: 30, height: 12))
        #expect(hello.frame == CGRect(x: 8, y: 8, width: 30, height: 12))
        #expect(UILabel().intrinsicContentSize == .zero)
    }

    /// 80 wide: 13 characters a line, so "aaaa bbbb" / "cccc dddd"; the label is as wide as it is
    /// pinned, two lines high. One extra solve.
    @Test func multiLineLabelsWrapToTheWidthTheyGet() {
        let wrapped = label("wrapped", fourWords, lines: 0)
        let root = pinned(wrapped, width: 100)
        #expect(wrapped.frame == CGRect(x: 10, y: 0, width: 80, height: 24))
        #expect(wrapped.intrinsicContentSize == CGSize(width: 54, height: 24))
        #expect(root.layoutStatistics.widthPasses == 1)
        #expect(!wrapped.hasAmbiguousLayout)
    }

    /// Only at most 80 wide: the first solve gives 80 (compression resistance against the trailing
    /// limit), wrapping there gives 54 × 24, the second solve hugs to 54, and 54 wraps the same way,
    /// so there is no third.
    @Test func aLabelWhoseWidthIsItsContentSettlesInOneExtraSolve() {
        let hugging = label("hugging", fourWords, lines: 0)
        let root = pinned(hugging, width: 100, trailing: .lessThanOrEqual)
        #expect(hugging.frame == CGRect(x: 10, y: 0, width: 54, height: 24))
        #expect(root.layoutStatistics.widthPasses == 1)
    }

    @Test func resizingRewraps() {
        let wrapped = label("rewrapped", fourWords, lines: 0)
        let root = pinned(wrapped, width: 100)
        root.frame.size.width = 200
        root.layoutIfNeeded()
        // 180 wide holds all 19 characters on one line.
        #expect(wrapped.frame == CGRect(x: 10, y: 0, width: 180, height: 12))
        root.frame.size.width = 50
        root.layoutIfNeeded()
        // 30 wide: 5 characters a line, one word each.
        #expect(wrapped.frame == CGRect(x: 10, y: 0, width: 30, height: 48))
        #expect(root.layoutStatistics.widthPasses == 3)
    }

    @Test func preferredMaxLayoutWidthWrapsWithoutASecondSolve() {
        let preferring = label("preferring", fourWords, lines: 0)
        preferring.preferredMaxLayoutWidth = 60
        let root = pinned(preferring, width: 300, trailing: .lessThanOrEqual)
        #expect(preferring.frame == CGRect(x: 10, y: 0, width: 54, height: 24))
        #expect(root.layoutStatistics.widthPasses == 0)
    }

    @Test func numberOfLinesLimitsTheHeight() {
        let limited = label("limited", fourWords, lines: 2)
        _ = pinned(limited, width: 50)
        // Four lines at 30 wide, two shown.
        #expect(limited.frame == CGRect(x: 10, y: 0, width: 30, height: 24))
    }

    @Test func singleLineLabelsTruncateInsteadOfWrapping() {
        let single = label("single", fourWords)
        _ = pinned(single, width: 100)
        #expect(single.frame == CGRect(x: 10, y: 0, width: 80, height: 12))
    }

    /// `width == 10 × height`, and a width that barely resists compression: one line (12 high) makes
    /// it 120 wide, where it takes three lines (36 high), which makes it 360 wide, where it takes one
    /// line again. Reported, and the last solution kept.
    @Test func aLabelThatDoesNotSettleIsReported() {
        let recorder = IssueRecorder()
        let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let flipping = label("flipping", Array(repeating: "aaaa", count: 10).joined(separator: " "), lines: 0)
        flipping.setContentCompressionResistancePriority(.fittingSizeLevel, for: .horizontal)
        root.addSubview(flipping)
        constrain(flipping) { flipping in
            flipping.top == flipping.superview!.top
            flipping.left == flipping.superview!.left
            flipping.width == flipping.height * 10
        }
        root.layoutIfNeeded()
        let issues = recorder.issues(mentioning: "flipping")
        #expect(issues.count == 1)
        #expect(issues.first?.description.hasPrefix("Layout did not settle: the size of flipping (laid out ") == true)
        #expect(root.layoutStatistics.widthPasses == LayoutEngine.maximumWidthPasses)
        #expect(
            [CGRect(x: 0, y: 0, width: 120, height: 12), CGRect(x: 0, y: 0, width: 360, height: 36)].contains(
                flipping.frame))
        // Nothing changed since: the next pass does nothing.
        let before = root.layoutStatistics
        root.layoutIfNeeded()
        #expect(root.layoutStatistics == before)
    }

    /// Baselines come from the measurement: a two-line label 24 high has its first baseline 9.5 below
    /// its top and its last 21.5.
    @Test func baselinesOfWrappedText() {
        let wrapped = label("baselined", fourWords, lines: 0)
        let root = pinned(wrapped, width: 100)
        let marker = View()
        let first = View()
        root.addSubview(marker)
        root.addSubview(first)
        constrain(marker, first, wrapped) { marker, first, wrapped in
            marker.left == marker.superview!.left
            marker.size == marker.superview!.size / 10
            marker.bottom == wrapped.lastBaseline
            first.left == first.superview!.left
            first.size == marker.size
            first.top == wrapped.firstBaseline
        }
        root.layoutIfNeeded()
        #expect(marker.frame.maxY == 21.5)
        #expect(first.frame.minY == 9.5)
        // One line after a resize: both baselines at 9.5.
        root.frame.size.width = 300
        root.layoutIfNeeded()
        #expect(wrapped.frame.height == 12)
        #expect(marker.frame.maxY == 9.5)
    }

    @Test func changesInvalidateTheSizeAndTheDrawing() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let changing = label("changing", "Hi")
        root.addSubview(changing)
        constrain(changing) { changing in
            changing.left == changing.superview!.left
            changing.top == changing.superview!.top
        }
        root.layoutIfNeeded()
        #expect(changing.frame.size == CGSize(width: 12, height: 12))
        var revision = changing.displayRevision
        func redrawn() -> Bool {
            defer { revision = changing.displayRevision }
            return changing.displayRevision > revision
        }
        changing.text = "Hello"
        #expect(redrawn())
        root.layoutIfNeeded()
        #expect(changing.frame.size == CGSize(width: 30, height: 12))
        changing.font = .boldSystemFont(ofSize: 20)
        #expect(redrawn())
        root.layoutIfNeeded()
        #expect(changing.frame.size == CGSize(width: 60, height: 24))
        changing.text = "Hello\nworld!"
        changing.numberOfLines = 0
        #expect(redrawn())
        root.layoutIfNeeded()
        #expect(changing.frame.size == CGSize(width: 72, height: 48))
        changing.lineBreakMode = .byCharWrapping
        #expect(redrawn())
        changing.textColor = .red
        #expect(redrawn())
        changing.textAlignment = .center
        #expect(redrawn())
    }

    @Test func sizeThatFitsAndSizeToFit() {
        let fitting = label("fitting", fourWords, lines: 0)
        #expect(fitting.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 54, height: 24))
        fitting.sizeToFit()
        #expect(fitting.frame.size == CGSize(width: 114, height: 12))
        #expect(View(frame: CGRect(x: 0, y: 0, width: 5, height: 6)).sizeThatFits(.zero) == CGSize(width: 5, height: 6))
    }

    @Test func uiFontNames() {
        let font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        #expect(font.weight == UIFont.Weight.semibold)
        #expect(font.lineHeight == 18 && font.ascender == 14.25)
        #expect(UIFont.boldSystemFont(ofSize: 15).weight == .bold)
        #expect(UIFont.systemFont(ofSize: 15).withSize(20).pointSize == 20)
        #expect(UILabel().font.pointSize == 17)
    }
}

@Suite struct FixedMetricsTextMeasurerTests {
    let measurer = FixedMetricsTextMeasurer()

    func style(lines: Int = 0, _ mode: LineBreakMode = .byTruncatingTail) -> TextStyle {
        TextStyle(font: .systemFont(ofSize: 10), numberOfLines: lines, lineBreakMode: mode)
    }

    @Test func theDocumentedExamples() {
        #expect(
            measurer.measure("Hello", style: style(lines: 1), width: nil)
                == TextMeasurement(
                    size: CGSize(width: 30, height: 12), firstBaseline: 9.5, lastBaseline: 9.5, lineCount: 1))
        #expect(
            measurer.measure("Hello world", style: style(), width: 40)
                == TextMeasurement(
                    size: CGSize(width: 30, height: 24), firstBaseline: 9.5, lastBaseline: 21.5, lineCount: 2))
    }

    @Test func longWordsAreCutAndCharacterWrappingCutsEverywhere() {
        // 4 characters a line: "abcdefghij" → "abcd" "efgh" "ij"; then "x" joins "ij".
        #expect(measurer.measure("abcdefghij x", style: style(), width: 24).lineCount == 3)
        #expect(measurer.measure("ab cd ef", style: style(lines: 0, .byCharWrapping), width: 24).lineCount == 2)
    }

    @Test func paragraphsEmptyTextAndLimits() {
        #expect(measurer.measure("a\n\nb", style: style(), width: nil).lineCount == 3)
        #expect(measurer.measure("", style: style(), width: 100).size == .zero)
        let limited = measurer.measure("aa bb cc dd", style: style(lines: 2), width: 12)
        #expect(limited.lineCount == 2 && limited.size == CGSize(width: 12, height: 24))
        // Truncated to the width given on one line.
        #expect(measurer.measure(fourWords, style: style(lines: 1), width: 50).size == CGSize(width: 50, height: 12))
    }
}
