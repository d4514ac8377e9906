// `snp` on views, layout guides and layout supports: attributes as targets, labels, and the blocks.

import Cartography

/// What every `snp` has: its item, and a label for it.
public protocol ConstraintDSL {
    /// The view, guide or layout support.
    var target: AnyObject? { get }
}

extension ConstraintDSL {
    /// Names the item, as SnapKit's debugging descriptions do.
    public func setLabel(_ value: String?) {
        guard let target else { return }
        ConstraintRegistry.shared.setLabel(value, of: target)
    }

    /// The name given with ``setLabel(_:)``.
    public func label() -> String? {
        target.flatMap(ConstraintRegistry.shared.label(of:))
    }
}

/// An `snp` whose attribute names are targets: `view.snp.bottom`, `guide.snp.edges`.
public protocol ConstraintAttributesDSL: ConstraintDSL, ConstraintAttributesNaming
where Named == ConstraintItem {}

extension ConstraintAttributesDSL {
    /// `attributes` of the item, as a target.
    public func named(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: target, attributes: attributes)
    }
}

/// The blocks of `snp`, for an item of type `Item`.
public protocol ConstraintBlocksDSL: ConstraintAttributesDSL {
    /// The item the blocks constrain.
    var constrainedItem: any LayoutConstraintItem { get }
}

extension ConstraintBlocksDSL {
    /// The constraints of the block, made but not active: activate them with `activate()`.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: constrainedItem, closure: closure)
    }

    /// Makes and activates the block's constraints.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: constrainedItem, closure: closure)
    }

    /// Removes the item's SnapKit constraints, then makes the block's.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: constrainedItem, closure: closure)
    }

    /// Changes the constants of the item's constraints that the block's lines match; a line that matches
    /// none is reported (SnapKit stops the app). With no constraints yet, makes them.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: constrainedItem, closure: closure)
    }

    /// Deactivates and forgets the item's SnapKit constraints.
    public func removeConstraints() {
        ConstraintMaker.removeConstraints(item: constrainedItem)
    }

    /// The item's active SnapKit constraints, in the order they were activated.
    public var constraints: [Constraint] {
        ConstraintRegistry.shared.constraints(of: constrainedItem)
    }
}

/// `view.snp`.
public struct ConstraintViewDSL: ConstraintBlocksDSL {
    let view: ConstraintView

    /// The view.
    public var target: AnyObject? { view }
    /// The view.
    public var constrainedItem: any LayoutConstraintItem { view }

    /// The view's horizontal hugging priority, as a number.
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical hugging priority, as a number.
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// The view's horizontal compression resistance priority, as a number.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's vertical compression resistance priority, as a number.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`, also `view.safeAreaLayoutGuide.snp`.
public struct ConstraintLayoutGuideDSL: ConstraintBlocksDSL {
    let guide: ConstraintLayoutGuide

    /// The guide.
    public var target: AnyObject? { guide }
    /// The guide.
    public var constrainedItem: any LayoutConstraintItem { guide }
}

/// `controller.car_topLayoutGuide.snp`: a layout support's top, bottom and height as targets.
public struct ConstraintLayoutSupportDSL: ConstraintDSL {
    let support: ConstraintLayoutSupport

    /// The layout support.
    public var target: AnyObject? { support }
    /// The top edge of the band.
    public var top: ConstraintItem { ConstraintItem(target: support, attributes: ConstraintAttributes(.top)) }
    /// The bottom edge of the band.
    public var bottom: ConstraintItem { ConstraintItem(target: support, attributes: ConstraintAttributes(.bottom)) }
    /// The band's height.
    public var height: ConstraintItem { ConstraintItem(target: support, attributes: ConstraintAttributes(.height)) }
}

extension View {
    /// SnapKit's entry point: `view.snp.makeConstraints { make in … }`, `view.snp.bottom`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension LayoutGuide {
    /// SnapKit's entry point for a guide: `guide.snp.makeConstraints { … }`, `guide.snp.top`.
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}

extension LayoutSupport {
    /// A view controller's layout guide as a target: `make.top.equalTo(car_topLayoutGuide.snp.bottom)`.
    public var snp: ConstraintLayoutSupportDSL { ConstraintLayoutSupportDSL(support: self) }
}
