// A relation between two items' attributes, with NSLayoutConstraint's surface.

import Cassowary
import Foundation
import Synchronization

/// Orders activations, so that constraints reach the solver in the order they were activated.
let activationCounter = Atomic<UInt64>(0)

/// `firstItem.firstAttribute (relation) secondItem.secondAttribute × multiplier + constant`, with a
/// priority, as NSLayoutConstraint. Made by Cartography's operators (`view.width == 100`) or directly.
///
/// The constant and the priority can be changed while the constraint is active; the next layout
/// pass updates the solver. Items are not kept alive, as UIKit's are held weakly (see `ItemHandle`).
public final class LayoutConstraint: CustomStringConvertible {
    /// The item on the left-hand side (nil once it has been deallocated).
    public var firstItem: AnyObject? { firstHandle?.item }
    private let firstHandle: ItemHandle?
    /// The attribute of ``firstItem`` on the left-hand side.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The item on the right-hand side, nil for `width == 100` (or once it has been deallocated).
    public var secondItem: AnyObject? { secondHandle?.item }
    /// The items as constraint items, found without a dynamic cast (see `ItemHandle.Kind`).
    var firstConstraintItem: (any ConstraintItem)? { firstHandle?.constraintItem }
    var secondConstraintItem: (any ConstraintItem)? { secondHandle?.constraintItem }
    private let secondHandle: ItemHandle?
    /// The attribute of ``secondItem``; `.notAnAttribute` when there is no second item.
    public let secondAttribute: LayoutAttribute
    /// What the second item's attribute is multiplied by: `firstAttribute == multiplier × secondAttribute + constant`.
    public let multiplier: CGFloat
    /// The constant, live: changing it on an active constraint updates the layout.
    public var constant: CGFloat {
        didSet { if constant != oldValue { solverValueChanged() } }
    }
    /// The priority, live: changing it on an active constraint updates the layout.
    public var priority: LayoutPriority {
        didSet { if priority != oldValue { solverValueChanged() } }
    }
    /// A name for messages, as NSLayoutConstraint's.
    public var identifier: String?
    /// Set on the constraints the engine makes from a view's intrinsic content size; nil on the rest.
    public internal(set) var contentSizeRole: ContentSizeRole?

    /// Why the constraint can never be active, if so (found when it was made).
    public var error: LayoutError? { extras?.error }
    /// The anchors its sides are measured from, when a side is a distance (`anchorWithOffset(to:)`).
    var origins: AnchorOrigins? { extras?.origins }
    /// Boxed: a `LayoutError?` is about 50 bytes inline, in every constraint, and almost always nil; at
    /// 10,000 cells through the DSL each byte of a constraint is 80 KB. Origins are as rare.
    private let extras: ConstraintExtras?
    let callSite: CallSite

    // Activation state.
    private(set) var isActiveFlag = false
    /// Changes on every activation; list entries from earlier activations are stale.
    private(set) var activationToken: UInt64 = 0
    /// The view it is installed on while active: its items' closest common ancestor.
    var installedView: View? { installedHandle?.view }
    private var installedHandle: ItemHandle?

    // Solver state, owned by the layout engine.
    weak var heldBy: LayoutEngine?
    var heldToken: UInt64 = 0
    var syncStamp: UInt64 = 0
    var needsSolverUpdate = false
    /// The priority the solver holds it at: a change of the constant alone can be made in place.
    var heldPriority: LayoutPriority?
    /// The solver's edit variable that stands for the constant, for constraints whose constant the
    /// engine changes in place (see `LayoutEngine.editsConstant(of:)`); nil for the others.
    var constantEdit: Variable?
    /// The engine whose solver has ``constantEdit``: a view measured on its own (a table's cell) is in a
    /// second engine for a while, which must not use the first one's edit variable.
    weak var constantEditOwner: LayoutEngine?

    /// Creates an inactive constraint, as NSLayoutConstraint's initializer.
    ///
    /// A `secondAttribute` of `.notAnAttribute` relates the first attribute to the constant alone, as
    /// `width == 100` does: `toItem` then takes no part (`secondItem` is nil), wherever it is.
    public convenience init(
        item firstItem: AnyObject, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem secondItem: AnyObject?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat,
        constant: CGFloat, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: .required,
            callSite: CallSite(returnAddress: 0, backtrace: nil, fallback: SourceLocation(file: fileID, line: line)))
    }

    init(
        firstItem: AnyObject, firstAttribute: LayoutAttribute, relation: LayoutRelation, secondItem: AnyObject?,
        secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority,
        callSite: CallSite, origins: AnchorOrigins? = nil, error: LayoutError? = nil
    ) {
        firstHandle = LayoutConstraint.handle(of: firstItem)
        self.firstAttribute = firstAttribute
        self.relation = relation
        // One rule for whether the second item takes part, so that validation, installation and the
        // solver agree: an item without an attribute is no item (it used to be checked by some and not others).
        let second = secondAttribute == .notAnAttribute ? nil : secondItem
        secondHandle = second.flatMap(LayoutConstraint.handle)
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.callSite = callSite
        // A side measured from an origin is a distance: it validates as a size along its axis.
        let found =
            error
            ?? LayoutConstraint.validate(
                firstItem, origins?.first == nil ? firstAttribute : firstAttribute.distanceAttribute, second,
                origins?.second == nil ? self.secondAttribute : self.secondAttribute.distanceAttribute,
                multiplier: multiplier, constant: constant, location: nil)
        extras = found == nil && origins == nil ? nil : ConstraintExtras(error: found, origins: origins)
    }

    /// Where the constraint was written, from the binary's debug information or the `constrain` call.
    public var location: SourceLocation? { callSite.location }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating installs it on its items' closest common
    /// ancestor; an invalid constraint, or one whose items share no ancestor, stays inactive and is
    /// reported through ``LayoutIssues``.
    public var isActive: Bool {
        get { isActiveFlag }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates constraints, in order.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Activates; returns the error that prevents it, if any.
    @discardableResult
    func activate() -> LayoutError? {
        guard !isActiveFlag else { return nil }
        let installation: Installation
        do throws(LayoutError) {
            if let error = error ?? priorityError() { throw error }
            installation = try resolveInstallation().get()
        } catch {
            let located = LayoutError(kind: error.kind, message: error.message, location: location)
            LayoutIssues.report(.invalidConstraint(located))
            return located
        }
        isActiveFlag = true
        activationToken = activationCounter.add(1, ordering: .relaxed).newValue
        installedHandle = installation.ancestor.handle
        installation.ancestor.installedConstraints.append(self)
        installation.first.referencingConstraintsList.append(self)
        installation.second?.referencingConstraintsList.append(self)
        for origin in installation.origins { origin.referencingConstraintsList.append(self) }
        installation.ancestor.invalidateConstraints()
        return nil
    }

    func deactivate() {
        guard isActiveFlag else { return }
        isActiveFlag = false
        if let view = installedView {
            view.installedConstraints.noteStale()
            view.invalidateConstraints()
        }
        firstConstraintItem?.referencingConstraintsList.noteStale()
        secondConstraintItem?.referencingConstraintsList.noteStale()
        for origin in origins?.items ?? [] { origin.referencingConstraintsList.noteStale() }
        installedHandle = nil
    }

    /// The handle constraints hold for an item: the item's own if it is a view, guide or support, else
    /// a handle of its own (unknown item types are reported invalid when activated).
    static func handle(of item: AnyObject) -> ItemHandle? {
        // Class casts, not `as? any ConstraintItem`, which searches the runtime's conformance cache.
        if let view = item as? View { return view.handle }
        if let guide = item as? LayoutGuide { return guide.handle }
        if let support = item as? LayoutSupport { return support.handle }
        return ItemHandle(retaining: item)
    }

    /// Whether an entry made at activation `token` still stands for an active constraint.
    func isLive(token: UInt64) -> Bool { isActiveFlag && activationToken == token }

    /// The items of an activation, and the view the constraint is installed on.
    private struct Installation {
        let first: any ConstraintItem
        let second: (any ConstraintItem)?
        /// The items the sides' distances are measured from, if any.
        var origins: [any ConstraintItem] = []
        /// The closest common ancestor of the items' hierarchy views.
        let ancestor: View
    }

    private func priorityError() -> LayoutError? {
        guard !priority.isValid else { return nil }
        return LayoutError(
            kind: .invalidPriority,
            message: "the priority \(priority) of \(equationDescription) is outside 1...1000", location: nil)
    }

    /// Where the constraint belongs, or why the items cannot be related now: one is gone, is not a layout
    /// item, is detached, or is in another tree. Every item the constraint names is checked.
    private func resolveInstallation() -> Result<Installation, LayoutError> {
        guard let origins else { return resolveItemsInstallation() }
        var installation: Installation
        switch resolveItemsInstallation() {
        case .success(let found): installation = found
        case .failure(let error): return .failure(error)
        }
        var ancestor = installation.ancestor
        for handle in origins.handles {
            switch attached(handle.item, "origin") {
            case .failure(let error): return .failure(error)
            case .success(let origin):
                guard let common = closestCommonAncestor(ancestor, origin.view) else {
                    return .failure(
                        LayoutError(
                            kind: .noCommonAncestor,
                            message:
                                "\(origin.item.debugName) has no common ancestor with the other items of \(equationDescription)",
                            location: nil))
                }
                ancestor = common
                installation.origins.append(origin.item)
            }
        }
        return .success(
            Installation(
                first: installation.first, second: installation.second, origins: installation.origins,
                ancestor: ancestor))
    }

    /// The installation of the first and second items alone.
    private func resolveItemsInstallation() -> Result<Installation, LayoutError> {
        let first: (item: any ConstraintItem, view: View)
        switch attached(firstItem, "first") {
        case .success(let item): first = item
        case .failure(let error): return .failure(error)
        }
        guard let secondHandle else {
            return .success(Installation(first: first.item, second: nil, ancestor: first.view))
        }
        switch attached(secondHandle.item, "second") {
        case .failure(let error): return .failure(error)
        case .success(let second):
            guard let ancestor = closestCommonAncestor(first.view, second.view) else {
                return .failure(
                    LayoutError(
                        kind: .noCommonAncestor,
                        message:
                            "\(first.item.debugName) and \(second.item.debugName) have no common ancestor: \(equationDescription)",
                        location: nil))
            }
            return .success(Installation(first: first.item, second: second.item, ancestor: ancestor))
        }
    }

    /// The item and the view its ancestor chain starts at, or why there is none.
    private func attached(
        _ object: AnyObject?, _ which: String
    ) -> Result<(item: any ConstraintItem, view: View), LayoutError> {
        guard let object else {
            return .failure(
                LayoutError(
                    kind: .missingItem, message: "the \(which) item of \(equationDescription) is gone", location: nil))
        }
        guard let item = object as? any ConstraintItem else {
            return .failure(
                LayoutError(
                    kind: .missingItem,
                    message:
                        "the \(which) item of \(equationDescription), a \(type(of: object)), is not a view, layout guide or layout support",
                    location: nil))
        }
        guard let view = item.hierarchyView else {
            return .failure(LayoutError(kind: .missingItem, message: item.detachedReason, location: nil))
        }
        return .success((item, view))
    }

    // MARK: Live changes

    private func solverValueChanged() {
        guard isActiveFlag else { return }
        needsSolverUpdate = true
        installedView?.invalidateConstraints()
    }

    // MARK: Validation

    /// The first mistake in a constraint's definition, if any.
    static func validate(
        _ firstItem: AnyObject, _ firstAttribute: LayoutAttribute, _ secondItem: AnyObject?,
        _ secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat, location: SourceLocation?
    ) -> LayoutError? {
        // Names are formatted only for the message of an invalid constraint: most are valid.
        var first: String { "\(itemName(firstItem)).\(firstAttribute)" }
        var second: String { secondItem.map { "\(itemName($0)).\(secondAttribute)" } ?? "a constant" }
        guard multiplier.isFinite, constant.isFinite else {
            return LayoutError(
                kind: .nonFinite,
                message: "\(first) is related to \(second) with a NaN or infinite multiplier or constant",
                location: location)
        }
        guard firstAttribute != .notAnAttribute else {
            return LayoutError(
                kind: .missingItem, message: "the first attribute cannot be notAnAttribute", location: location)
        }
        if secondItem == nil || secondAttribute == .notAnAttribute {
            if firstAttribute.isLocation {
                return LayoutError(
                    kind: .invalidLocationRelation,
                    message: "\(first) is a position and cannot equal a constant: relate it to another item's edge",
                    location: location)
            }
            return nil
        }
        if firstAttribute.isDimension != secondAttribute.isDimension && firstAttribute.isLocation {
            return LayoutError(
                kind: .axisMismatch, message: "cannot relate \(first), a position, to \(second), a size",
                location: location)
        }
        if firstAttribute.axis != secondAttribute.axis && firstAttribute.isLocation {
            return LayoutError(
                kind: .axisMismatch,
                message: "cannot relate \(first) to \(second): one is horizontal, the other vertical",
                location: location)
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
        {
            return LayoutError(
                kind: .directionMismatch,
                message: "cannot relate \(first) to \(second): leading/trailing and left/right cannot be mixed",
                location: location)
        }
        if firstAttribute.isLocation && multiplier == 0 {
            return LayoutError(
                kind: .invalidLocationRelation,
                message: "\(first) is a position and cannot be related to \(second) with a multiplier of 0",
                location: location)
        }
        return nil
    }

    // MARK: Description

    /// The constraint as it would be written: `cell3.top == cell0.bottom + 15`.
    public var equationDescription: String {
        var text = "\(side(firstItem, firstAttribute, origins?.first)) \(relation) "
        if secondAttribute == .notAnAttribute {
            text += formatConstant(constant)
        } else {
            text += side(secondItem, secondAttribute, origins?.second)
            if multiplier != 1 { text += " * \(formatConstant(multiplier))" }
            if constant > 0 { text += " + \(formatConstant(constant))" }
            if constant < 0 { text += " - \(formatConstant(-constant))" }
        }
        if !priority.isRequired { text += " ~ \(priority)" }
        return text
    }

    /// The equation, the identifier if any, and where it was written:
    /// `cell3.top == cell0.bottom + 15 (NineGridViewController.swift:57)`.
    public var description: String {
        if let contentSizeRole { return contentSizeDescription(contentSizeRole) }
        var text = equationDescription
        if let identifier { text += " \"\(identifier)\"" }
        if let location { text += " (\(location))" }
        return text
    }

    /// `view.top`, or `(view.top - other.bottom)` for a distance from an origin.
    private func side(_ item: AnyObject?, _ attribute: LayoutAttribute, _ origin: AnchorOrigins.End?) -> String {
        let end = "\(LayoutConstraint.itemName(item)).\(attribute)"
        guard let origin else { return end }
        return "(\(end) - \(LayoutConstraint.itemName(origin.handle.item)).\(origin.attribute))"
    }

    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "(deallocated)" }
        return (item as? any ConstraintItem)?.debugName ?? String(describing: type(of: item))
    }
}

/// A number as a person would write it: `15`, `0.5`, `-2.25`, `0.333333` (six significant digits).
/// (Foundation's `String(format:)` was a seventh of a 1,000-view report.)
func formatConstant(_ value: CGFloat) -> String {
    let double = Double(value)
    if double == double.rounded() && abs(double) < 1e15 { return String(Int(double)) }
    guard double.isFinite, double != 0 else { return "\(double)" }
    let scale = pow(10, 5 - floor(log10(abs(double))))
    let rounded = (double * scale).rounded() / scale
    return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : "\(rounded)"
}

/// A layout constraint's rare parts, out of line (see `LayoutConstraint.error`).
final class ConstraintExtras {
    let error: LayoutError?
    let origins: AnchorOrigins?

    init(error: LayoutError?, origins: AnchorOrigins?) {
        self.error = error
        self.origins = origins
    }
}
