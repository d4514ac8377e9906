// UIKit's appearance cycle: the calls a host makes as it shows and hides a controller's view.

import Foundation

/// Where a view controller is in UIKit's appearance cycle.
enum AppearanceState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts showing (`isAppearing`) or hiding the view: calls ``viewWillAppear(_:)`` or
    /// ``viewWillDisappear(_:)``, then the same for the children whose views are in this one's tree, as
    /// UIKit forwards them. A call that changes nothing (showing a shown view) is ignored, as UIKit does.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            if !isViewLoaded { _ = view }
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in childrenInViewTree { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: calls ``viewDidAppear(_:)``
    /// or ``viewDidDisappear(_:)``, then the children's; nothing when no transition is under way.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        default:
            return
        }
        for child in childrenInViewTree { child.endAppearanceTransition() }
    }

    /// Whether the view is on screen: shown and not yet hiding (between `viewDidAppear` and `viewWillDisappear`).
    public var isAppeared: Bool { appearance == .appeared }

    /// The children whose views are in this controller's view tree: the ones UIKit forwards appearance to.
    private var childrenInViewTree: [ViewController] {
        guard let root = viewIfLoaded else { return [] }
        return children.filter { child in child.viewIfLoaded?.isDescendant(of: root) ?? false }
    }
}

/// What a host passes to ``ViewController/viewWillTransition(to:with:)`` (UIKit's
/// UIViewControllerTransitionCoordinator): blocks to run with the size change.
public protocol ViewControllerTransitionCoordinator {
    /// Runs `animation` with the size change and `completion` after it; returns whether they were taken.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// What the blocks of a transition learn about it (UIKit's UIViewControllerTransitionCoordinatorContext).
public protocol ViewControllerTransitionCoordinatorContext {
    /// Whether the change is animated.
    var isAnimated: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
}

/// A size change that happens at once: the alongside block runs when the new size is laid out, the
/// completion right after, as UIKit runs them for an unanimated change.
public final class ImmediateTransitionCoordinator: ViewControllerTransitionCoordinator,
    ViewControllerTransitionCoordinatorContext
{
    /// Always false: the change is not animated.
    public var isAnimated: Bool { false }
    /// Always false.
    public var isCancelled: Bool { false }
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

    /// A coordinator with no blocks yet.
    public init() {}

    /// Keeps the blocks for ``finish()``; always true.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks, then the completions, each once.
    public func finish() {
        let (animations, finishing) = (alongside, completions)
        alongside = []
        completions = []
        for block in animations { block(self) }
        for block in finishing { block(self) }
    }
}
