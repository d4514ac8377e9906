// Layout guides: rectangles that take part in layout without being drawn.

import Foundation

/// A rectangle owned by a view that constraints can place and refer to, like UILayoutGuide.
///
/// Guides you create and add with `View.addLayoutGuide(_:)` get their frame from constraints.
/// A view's ``View/layoutMarginsGuide`` and ``View/safeAreaLayoutGuide`` follow its bounds, inset by
/// its layout margins or safe area insets.
public final class LayoutGuide: ConstraintItem, CustomStringConvertible {
    enum Kind {
        case user, margins, safeArea
    }

    let kind: Kind
    /// The view that owns the guide; its coordinate space is the guide's. Cleared by the view when it
    /// removes the guide or is deinitialized.
    public internal(set) var owningView: View? {
        get { ownerLink.view }
        set { ownerLink = UnretainedView(newValue) }
    }
    private var ownerLink = UnretainedView(nil)
    var handle: ItemHandle { handleSlot.handle(for: self, kind: .guide) }
    private var handleSlot = HandleSlot()
    /// A name for messages.
    public var identifier: String
    lazy var referencingConstraints = ConstraintList()
    var layoutVariables: ItemVariables?

    /// Creates a guide to add to a view with `addLayoutGuide(_:)`.
    public init(identifier: String = "") {
        kind = .user
        self.identifier = identifier
    }

    init(system kind: Kind, owner: View) {
        self.kind = kind
        identifier = kind == .margins ? "layoutMarginsGuide" : "safeAreaLayoutGuide"
        ownerLink = UnretainedView(owner)
    }

    deinit {
        handleSlot.itemDied()
    }

    /// The guide's rectangle in its owning view's coordinate space, as of the last layout.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .user:
            guard let variables = layoutVariables else { return .zero }
            return variables.frameValue
        }
    }

    /// The system insets of the margins or safe area guide.
    var systemInsets: EdgeInsets {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .margins: return owner.layoutMargins
        case .safeArea: return owner.safeAreaInsets
        case .user: return .zero
        }
    }

    var hierarchyView: View? { owningView }

    var detachedReason: String { "\(debugName) is not in a view hierarchy (add the guide to a view first)" }

    var debugName: String {
        let name = identifier.isEmpty ? "layoutGuide" : identifier
        guard kind != .user || identifier.isEmpty, let owner = owningView else { return name }
        return "\(owner.debugName).\(name)"
    }

    var referencingConstraintsList: ConstraintList { referencingConstraints }

    /// `name (x, y, width, height)`.
    public var description: String { "\(debugName) \(formatRect(layoutFrame))" }
}
