// Intrinsic content size, hugging and compression resistance: frames, ambiguity, live changes, bad input.

import Foundation
import Testing

@testable import Cartography

/// A view whose content has a size, like a label's text or an image.
final class ContentView: View {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// What ported UIKit code declares: `init(frame:)` overridden, `init?(coder:)` required.
final class HeaderView: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct IntrinsicContentSizeTests {
    /// Two content views in a 400-wide row, pinned at both ends: `|[a][b]|`.
    func row(_ a: ContentView, _ b: ContentView, width: CGFloat = 400) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        constrain(a, b) { a, b in
            a.leading == a.superview!.leading
            a.top == a.superview!.top
            b.top == a.top
            b.leading == a.trailing
            b.trailing == b.superview!.trailing
        }
        root.layoutIfNeeded()
        return root
    }

    @Test func theContentGivesTheSize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = ContentView("content", 120, 30)
        root.addSubview(view)
        constrain(view) { view in
            view.left == view.superview!.left + 10
            view.top == view.superview!.top + 20
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 120, height: 30))
        #expect(!view.hasAmbiguousLayout)
        #expect(view.contentSizeLayoutConstraints.count == 4)
        #expect(view.constraints.isEmpty)
    }

    @Test func anAxisWithoutAMetricIsLeftToTheConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = ContentView("halfSized", 120, UIView.noIntrinsicMetric)
        root.addSubview(view)
        constrain(view) { view in
            view.left == view.superview!.left
            view.top == view.superview!.top
            view.height == 44
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
        #expect(view.contentSizeLayoutConstraints.map(\.firstAttribute) == [.width, .width])
    }

    /// `|[a][b]|` at 400: the view that hugs harder keeps its content width; the other takes the rest.
    @Test func theHarderHuggerKeepsItsWidth() {
        let a = ContentView("hugA", 100, 20)
        let b = ContentView("hugB", 50, 20)
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        _ = row(a, b)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 300, height: 20))
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// UIKit's own trap: equal hugging in a row that must stretch leaves the split free.
    @Test func equalHuggingInAStretchedRowIsAmbiguous() {
        let a = ContentView("equalA", 100, 20)
        let b = ContentView("equalB", 50, 20)
        let root = row(a, b)
        #expect(a.hasAmbiguousLayout)
        #expect(a.ambiguousFrameAttributes == [.width])
        #expect(b.ambiguousFrameAttributes == [.x, .width])
        // Either way, the row is filled and neither is narrower than its content.
        #expect(a.frame.width + b.frame.width == 400)
        #expect(a.frame.width >= 100 && b.frame.width >= 50)
        let report = root.layoutDiagnostics().report
        #expect(report.contains("equalA: width"))
        #expect(report.contains("equalB: x, width"))
    }

    /// `|[a][b]|` at 120, contents 100 + 50: the view that resists harder keeps its width.
    @Test func theHarderResisterKeepsItsWidth() {
        let a = ContentView("squeezedA", 100, 20)
        let b = ContentView("squeezedB", 50, 20)
        b.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        let root = row(a, b, width: 120)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
        #expect(b.frame == CGRect(x: 70, y: 0, width: 50, height: 20))
        // The lost compression resistance is a broken priority (content is cut); no hugging lost to a sibling.
        let broken = root.layoutDiagnostics().brokenConstraints
        #expect(broken.count == 1)
        #expect(
            broken.first?.constraint.contentSizeRole == ContentSizeRole(kind: .compressionResistance, axis: .horizontal)
        )
        #expect(broken.first?.violation == 30)
    }

    @Test func requiredCompressionResistanceWinsOverPreferences() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = ContentView("stubborn", 200, 20)
        root.addSubview(view)
        view.setContentCompressionResistancePriority(.required, for: .horizontal)
        constrain(view) { view in
            view.left == view.superview!.left
            view.top == view.superview!.top
            view.width == 50 ~ .defaultHigh
        }
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    /// A new intrinsic size or priority changes the content-size constraints in place: one sync, the
    /// changed constraints replaced, the solver never rebuilt.
    @Test func changesAreLiveAndIncremental() {
        let a = ContentView("liveA", 100, 20)
        let b = ContentView("liveB", 50, 20)
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let root = row(a, b)
        let before = root.layoutStatistics
        a.contentSize.width = 160
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 160, height: 20))
        #expect(b.frame == CGRect(x: 160, y: 0, width: 240, height: 20))
        let resized = root.layoutStatistics
        #expect(resized.syncs == before.syncs + 1)
        // Hugging and compression resistance of the width: two replaced, nothing else.
        #expect(resized.constraintsAdded == before.constraintsAdded + 2)
        #expect(resized.constraintsRemoved == before.constraintsRemoved + 2)
        #expect(resized.solver.rebuilds == before.solver.rebuilds)

        // Now b hugs harder than a: b keeps 50, a takes the rest. One constraint's priority changed.
        b.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 350 && b.frame == CGRect(x: 350, y: 0, width: 50, height: 20))
        let reprioritized = root.layoutStatistics
        #expect(reprioritized.constraintsAdded == resized.constraintsAdded + 1)
        #expect(reprioritized.constraintsRemoved == resized.constraintsRemoved + 1)
        #expect(reprioritized.solver.rebuilds == before.solver.rebuilds)
        #expect(b.contentHuggingPriority(for: .horizontal) == LayoutPriority(252))

        // Invalidating without a change replaces nothing.
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(root.layoutStatistics.constraintsAdded == reprioritized.constraintsAdded)
    }

    @Test func losingTheMetricRemovesTheConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = ContentView("shrinking", 100, 20)
        root.addSubview(view)
        constrain(view) { view in
            view.left == view.superview!.left
            view.top == view.superview!.top
            view.width == 300 ~ LayoutPriority(200)
        }
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
        view.contentSize.width = View.noIntrinsicMetric
        root.layoutIfNeeded()
        #expect(view.frame.width == 300)
        #expect(view.contentSizeLayoutConstraints.count == 2)
    }

    @Test func viewsThatKeepTheirFrameHaveNoContentSizeConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = ContentView("framed", 100, 20)
        view.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(view.contentSizeLayoutConstraints.isEmpty)
        view.translatesAutoresizingMaskIntoConstraints = false
        constrain(view) { view in
            view.left == view.superview!.left
            view.top == view.superview!.top
        }
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        view.translatesAutoresizingMaskIntoConstraints = true
        root.layoutIfNeeded()
        #expect(view.contentSizeLayoutConstraints.isEmpty)
    }

    @Test func uikitDefaults() {
        let view = UIView()
        let label = UILabel()
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
            #expect(label.contentHuggingPriority(for: axis).rawValue == 250)
            #expect(label.contentCompressionResistancePriority(for: axis).rawValue == 750)
        }
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UILayoutConstraintAxis.vertical.rawValue == 1)
    }

    @Test func negativeAndNaNSizesAreReportedAndIgnored() {
        let recorder = IssueRecorder()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let bad = ContentView("badSize", -5, .nan)
        let good = ContentView("goodNeighbour", 80, 20)
        root.addSubview(bad)
        root.addSubview(good)
        constrain(bad, good) { bad, good in
            bad.left == bad.superview!.left
            bad.top == bad.superview!.top
            bad.width == 30 ~ LayoutPriority(200)
            bad.height == 40 ~ LayoutPriority(200)
            good.left == bad.right
            good.top == bad.bottom
        }
        root.layoutIfNeeded()
        let issues = recorder.issues(mentioning: "badSize")
        #expect(issues.count == 2)
        #expect(
            issues.map(\.description).first
                == "Invalid content size: badSize has an intrinsic width of -5.0: it must be finite and not negative, "
                + "or View.noIntrinsicMetric; laid out as if it had none")
        #expect(bad.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(good.frame == CGRect(x: 30, y: 40, width: 80, height: 20))
        #expect(bad.contentSizeLayoutConstraints.isEmpty)
        // Fixed, it lays out by its content.
        bad.contentSize = CGSize(width: 60, height: 10)
        root.layoutIfNeeded()
        #expect(bad.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
        #expect(good.frame == CGRect(x: 60, y: 10, width: 80, height: 20))
    }

    @Test func invalidPrioritiesAreReportedAndIgnored() {
        let recorder = IssueRecorder()
        let view = ContentView("badPriority", 10, 10)
        view.setContentHuggingPriority(LayoutPriority(0), for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(.nan), for: .vertical)
        let issues = recorder.issues(mentioning: "badPriority")
        #expect(issues.count == 2)
        #expect(
            issues.first?.description
                == "Invalid content size: the horizontal content hugging priority 0.0 of badPriority is outside 1...1000; it stays 250"
        )
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func reportsNameContentSizeConstraintsByWhatTheyAre() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = ContentView("reported", 100, 20)
        root.addSubview(view)
        constrain(view) { view in
            view.left == view.superview!.left
            view.top == view.superview!.top
        }
        let report = root.layoutDiagnostics().report
        #expect(report.contains("· reported.width <= 100 (content size, hugging 250)"))
        #expect(report.contains("· reported.width >= 100 (content size, compression resistance 750)"))
        #expect(report.contains("· reported.height <= 20 (content size, hugging 250)"))
        #expect(report.contains("· reported.height >= 20 (content size, compression resistance 750)"))
        #expect(view.contentSizeLayoutConstraints.allSatisfy { $0.location == nil })
    }

    @Test func subclassesThatOverrideInitFrameKeepInit() {
        let header = HeaderView()
        #expect(header.frame == .zero)
        #expect(header.subviews.count == 1)
        #expect(UIView(coder: NSCoder()) == nil)
    }

    @Test func upstreamProxyNamesAndAsProxy() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = View()
        root.addSubview(view)
        func pinTop(_ proxy: some SupportsTopLayoutProxy, to other: some SupportsTopLayoutProxy) {
            proxy.top == other.top + 7
        }
        func turnOff(_ proxy: inout some AutoresizingMaskLayoutProxy) {
            proxy.translatesAutoresizingMaskIntoConstraints = false
        }
        var proxy = view.asProxy()
        turnOff(&proxy)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        pinTop(proxy, to: root.asProxy())
        let width = proxy.width == 50
        #expect(width.isActive)
        proxy.left == root.asProxy().left
        proxy.height == 10
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 7, width: 50, height: 10))
    }
}
