// A view that lays out a row or a column of views with ordinary constraints, like UIStackView.

import Foundation

/// Arranges its ``arrangedSubviews`` in a row (``axis`` `.horizontal`) or a column, as UIStackView.
///
/// ```swift
/// let form = UIStackView(arrangedSubviews: [title, email, password, signUp])
/// form.axis = .vertical
/// form.spacing = 12
/// form.setCustomSpacing(24, after: password)
/// ```
///
/// Everything is done with ordinary ``LayoutConstraint``s installed on the stack view and named as
/// UIKit names them (`UISV-spacing`, `UISV-canvas-connection`, `UISV-alignment`, `UISV-fill-equally`,
/// `UISV-fill-proportionally`, `UISV-distributing`, `UISV-hiding`, `UISV-ambiguity-suppression`), so
/// reports show them. They are kept in step incrementally: changing ``spacing`` changes constants,
/// adding a view changes only the constraints around it. Hidden arranged views collapse to zero length
/// and take no spacing. Arranged views get `translatesAutoresizingMaskIntoConstraints = false`.
open class StackView: View {
    /// The identifiers of the stack's tie-breakers: low-priority constraints (25 and 49) that only say
    /// what to do when nothing else does, so they are broken in most layouts and not reported as broken.
    public static let tieBreakerIdentifiers: Set<String> = ["UISV-ambiguity-suppression", "UISV-canvas-fit"]
    /// `UIStackView.spacingUseDefault`: ``customSpacing(after:)`` when none was set (the stack's spacing).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// `UIStackView.spacingUseSystem`: the standard 8 points between siblings.
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude
    /// The standard space ``spacingUseSystem`` stands for.
    static let systemSpacing: CGFloat = 8
    /// Equal centering gives way to the spacing minimum and to compression resistance (UIKit's 150).
    static let equalCenteringPriority = LayoutPriority(150)
    /// Proportional lengths give way only to required constraints.
    static let proportionalPriority = LayoutPriority(999)
    /// Keeps a view that has no intrinsic size across the axis from being ambiguous (UIKit's 25).
    static let ambiguitySuppressionPriority = LayoutPriority(25)

    /// The views the stack arranges, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// A row (`.horizontal`, the default) or a column.
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { arrange() } }
    }
    /// How arranged views share the stack's length (`.fill` by default).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrange() } }
    }
    /// How arranged views are placed across the axis (`.fill` by default).
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrange() } }
    }
    /// The space between neighbours (a minimum for the equal distributions); 0 by default.
    public var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrange() } }
    }
    /// Whether the arrangement is inset by the stack's ``View/layoutMargins`` (false by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrange() } }
    }
    /// Margins matter to proportional lengths (they are measured from the stack's size).
    public override var layoutMargins: EdgeInsets {
        didSet { if layoutMargins != oldValue { arrange() } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    let managed = ManagedConstraints()
    /// Spacer guides of the equal distributions, by the key of the gap they stand in.
    var spacerGuides: [String: LayoutGuide] = [:]

    /// Creates an empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded from an archive (see ``View/init(coder:)``): always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a horizontal stack arranging `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// The constraints the stack made and keeps, sorted by role.
    public var arrangementConstraints: [LayoutConstraint] { managed.constraints }

    // MARK: Arranged subviews

    /// Arranges `view` last, adding it as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `index` (moving it if it is arranged already). An index past the end is
    /// reported and clamped; the stack itself or one of its ancestors is reported and refused.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        if isDescendant(of: view) {
            let what = view === self ? "the stack view itself" : "an ancestor of the stack view"
            LayoutIssues.report(
                .invalidHierarchy("cannot arrange \(view.debugName) in \(debugName): it is \(what); nothing changed"))
            return
        }
        var target = index
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: existing)
            if existing < target { target -= 1 }
        }
        if target < 0 || target > arrangedSubviews.count {
            let clamped = min(max(0, target), arrangedSubviews.count)
            LayoutIssues.report(
                .invalidHierarchy(
                    "index \(index) is outside 0...\(arrangedSubviews.count) of \(debugName)'s arranged subviews; "
                        + "\(view.debugName) was inserted at \(clamped)"))
            target = clamped
        }
        arrangedSubviews.insert(view, at: target)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit: call `removeFromSuperview()` too to
    /// take it out). Its stack constraints are deactivated.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    /// Sets the space after one arranged view, instead of ``spacing``; ``spacingUseDefault`` clears it.
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else {
            LayoutIssues.report(
                .invalidHierarchy(
                    "cannot set a custom spacing after \(view.debugName): \(debugName) does not arrange it"))
            return
        }
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrange()
    }

    /// The space after an arranged view if one was set, else ``spacingUseDefault``.
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    /// The space actually used after `view`: its custom spacing, or the stack's, with the system value
    /// resolved.
    func resolvedSpacing(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? Self.systemSpacing : value
    }

    // MARK: Changes from the arranged views

    /// An arranged view was hidden or shown, or its intrinsic size changed.
    func arrangedSubviewChanged(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrange()
    }

    /// A subview left: if it was arranged, it no longer is (as in UIKit).
    func subviewWillLeave(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }
}
