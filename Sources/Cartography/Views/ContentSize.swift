// A view's intrinsic content size, content hugging and compression resistance: UIKit's API for them.

import Foundation

/// Content hugging and compression resistance on both axes.
struct ContentSizePriorities: Equatable {
    /// UIKit's defaults for views made in code: 250 (`.defaultLow`) on both axes. (Interface Builder
    /// gives labels, buttons and others 251; code gets 250.)
    var hugging: [LayoutPriority] = [.defaultLow, .defaultLow]
    /// UIKit's default, 750 (`.defaultHigh`) on both axes.
    var compressionResistance: [LayoutPriority] = [.defaultHigh, .defaultHigh]
}

extension View {
    /// The value of an ``intrinsicContentSize`` axis that has no intrinsic size (UIKit's -1).
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the layout engine that ``intrinsicContentSize`` changed; the next layout pass asks for it
    /// again and updates the view's content-size constraints in place (their constants; nothing else
    /// is rebuilt). Properties that change a view's content size call it themselves.
    public func invalidateIntrinsicContentSize() {
        contentSizeNeedsUpdate = true
        invalidateConstraints()
        // A proportionally filling stack view sizes its views from their intrinsic sizes.
        (superview as? StackView)?.arrangedSubviewChanged(self)
    }

    /// How much the view resists growing beyond its intrinsic size along an axis (250 by default).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        contentSizePriorities.hugging[axis.rawValue]
    }

    /// Sets how much the view resists growing beyond its intrinsic size along an axis; applies at the
    /// next layout pass by changing one constraint's priority. A priority outside 1...1000 is reported
    /// and ignored.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard validContentPriority(priority, "content hugging", axis) else { return }
        guard contentSizePriorities.hugging[axis.rawValue] != priority else { return }
        contentSizePriorities.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size along an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        contentSizePriorities.compressionResistance[axis.rawValue]
    }

    /// Sets how much the view resists shrinking below its intrinsic size along an axis; applies at the
    /// next layout pass by changing one constraint's priority. A priority outside 1...1000 is reported
    /// and ignored.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard validContentPriority(priority, "compression resistance", axis) else { return }
        guard contentSizePriorities.compressionResistance[axis.rawValue] != priority else { return }
        contentSizePriorities.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// Resizes the view to ``sizeThatFits(_:)`` its current size, keeping its origin (UIKit's).
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The active constraints the layout engine made from the intrinsic content size (UIKit's
    /// `NSContentSizeLayoutConstraint`s), each marked with its ``LayoutConstraint/contentSizeRole``.
    /// They are installed on the view but not listed in ``constraints``, which holds the ones written.
    public var contentSizeLayoutConstraints: [LayoutConstraint] {
        contentSizeStorage?.all.filter(\.isActive) ?? []
    }

    private func validContentPriority(
        _ priority: LayoutPriority, _ what: String, _ axis: LayoutConstraint.Axis
    )
        -> Bool
    {
        guard !priority.isValid else { return true }
        LayoutIssues.report(
            .invalidContentSize(
                LayoutError(
                    kind: .invalidPriority,
                    message:
                        "the \(axis) \(what) priority \(priority.rawValue) of \(debugName) is outside 1...1000; "
                        + "it stays \(formatConstant(CGFloat(currentPriority(what, axis).rawValue)))",
                    location: nil)))
        return false
    }

    private func currentPriority(_ what: String, _ axis: LayoutConstraint.Axis) -> LayoutPriority {
        what == "content hugging" ? contentHuggingPriority(for: axis) : contentCompressionResistancePriority(for: axis)
    }

    /// The intrinsic size with each invalid axis reported and replaced by ``noIntrinsicMetric``.
    func validatedIntrinsicContentSize() -> CGSize {
        let size = intrinsicContentSize
        func valid(_ value: CGFloat, _ name: String) -> CGFloat {
            if value == View.noIntrinsicMetric || (value.isFinite && value >= 0) { return value }
            LayoutIssues.report(
                .invalidContentSize(
                    LayoutError(
                        kind: .invalidIntrinsicSize,
                        message:
                            "\(debugName) has an intrinsic \(name) of \(value): it must be finite and not negative, "
                            + "or View.noIntrinsicMetric; laid out as if it had none",
                        location: nil)))
            return View.noIntrinsicMetric
        }
        return CGSize(width: valid(size.width, "width"), height: valid(size.height, "height"))
    }
}
