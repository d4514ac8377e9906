// The view-controller calls a host makes as it shows, resizes and hides a preview, in UIKit's order.

import Foundation

/// Drives a preview's content through UIKit's lifecycle as a host shows it: shown
/// (`viewWillAppear`, the layout pass with `viewWillLayoutSubviews`/`viewDidLayoutSubviews`,
/// `viewDidAppear`), resized (`viewWillTransition(to:with:)`, then the layout pass), hidden
/// (`viewWillDisappear`, `viewDidDisappear`) and shown again. `viewDidLoad` has run when the content was
/// made (``Preview/makeContent(in:)``). A bare view has no controller: only its layout passes run.
@MainActor
public final class ScreenLifecycle {
    /// What is shown.
    public let content: PreviewContent
    private var isShown = false
    private var lastSize: CGSize?
    /// How many times ``layOut(rootSize:)`` laid the tree out.
    public private(set) var layoutCount = 0

    /// The lifecycle of `content`, not yet shown.
    public init(content: PreviewContent) {
        self.content = content
    }

    /// Starts showing the content: `viewWillAppear`. The first ``layOut(rootSize:)`` after it ends the
    /// transition with `viewDidAppear`, as UIKit calls it once the view is laid out on screen.
    public func show() {
        guard !isShown else { return }
        isShown = true
        content.viewController?.beginAppearanceTransition(true, animated: false)
    }

    /// Gives the root `size` and lays the tree out. A size other than the last one is announced first
    /// with `viewWillTransition(to:with:)` (not for the first size); a pending appearance ends after it.
    public func layOut(rootSize size: CGSize) {
        let controller = content.viewController
        let coordinator = ImmediateTransitionCoordinator()
        let isResize = lastSize != nil && lastSize != size
        if isResize { controller?.viewWillTransition(to: size, with: coordinator) }
        lastSize = size
        let root = content.rootView
        root.frame = CGRect(origin: .zero, size: size)
        root.layoutIfNeeded()
        layoutCount += 1
        coordinator.finish()
        if isShown, controller?.appearance == .appearing { controller?.endAppearanceTransition() }
    }

    /// Stops showing the content: `viewWillDisappear`, then `viewDidDisappear`.
    public func hide() {
        guard isShown else { return }
        isShown = false
        guard let controller = content.viewController else { return }
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
    }
}
