// View controllers, navigation items and bar buttons, like UIKit's.

import Foundation

/// Owns a view and sets it up in ``viewDidLoad()``, like UIViewController.
open class ViewController: Responder {
    private var loadedView: View?
    private var supports: (top: LayoutSupport?, bottom: LayoutSupport?) = (nil, nil)

    /// The title the host shows in its title bar.
    public var title: String?
    /// The bar buttons the host shows (UIKit's navigation bar items).
    public let navigationItem = NavigationItem()
    /// Height of the bars covering the top of the view (status and navigation bars on iOS); the
    /// previewer's root view starts below its toolbar, so 0 there.
    public var topLayoutGuideLength: CGFloat = 0 {
        didSet { if let top = supports.top { loadedView?.constantsChanged(of: [top]) } }
    }
    /// Height of the bars covering the bottom of the view.
    public var bottomLayoutGuideLength: CGFloat = 0 {
        didSet { if let bottom = supports.bottom { loadedView?.constantsChanged(of: [bottom]) } }
    }

    /// Where the controller is in UIKit's appearance cycle (see ``beginAppearanceTransition(_:animated:)``).
    var appearance = AppearanceState.disappeared
    /// The controllers added with ``addChild(_:)``, in order.
    public internal(set) var children: [ViewController] = []
    /// The controller this one is a child of (``addChild(_:)``), nil for none.
    public internal(set) weak var parent: ViewController?
    /// The controller this one presented with ``present(_:animated:completion:)``, until it is dismissed.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, nil when it was not presented.
    public internal(set) weak var presentingViewController: ViewController?

    /// A view controller whose view is made on first use (then `viewDidLoad` runs), as UIKit's designated
    /// `init(nibName:bundle:)`; there are no nib files here, so both arguments are ignored and the view is
    /// made by ``loadView()``. The only designated initializer, with defaults, so that `ViewController()`,
    /// `super.init()`, `super.init(nibName: nil, bundle: nil)` and a subclass initializer that calls none
    /// of them all compile (Swift calls `super.init()` implicitly only when there is one designated one).
    public init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {}

    /// Never decoded from an archive (there are no storyboards here): always nil. A convenience
    /// initializer, not `required`, so that subclasses may declare UIKit's `required init?(coder:)` (with
    /// `fatalError`) or leave it out.
    public convenience init?(coder: NSCoder) {
        return nil
    }

    deinit {
        // The layout guides outlive the controller in its view, but their constraints can no longer be
        // placed: rebuilding them at the next layout reports them and leaves them out (see LayoutEngine).
        let supports = [supports.top, supports.bottom].compactMap { $0 }
        if let view = loadedView, !supports.isEmpty { view.constantsChanged(of: supports) }
    }

    /// The root view, created by ``loadView()`` and set up by ``viewDidLoad()`` on first access. Implicitly
    /// unwrapped, as UIKit's `UIView!`: `guard let view = controller.view` compiles, and it is never nil.
    public var view: View! {
        get {
            if let view = loadedView { return view }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.ownerGivenName = "\(type(of: self)).view"
            view.owningController = self
            attachSupports(to: view)
            if pendingUserInterfaceStyle != .unspecified { view.overrideUserInterfaceStyle = pendingUserInterfaceStyle }
            viewDidLoad()
            return view
        }
        set {
            guard let newValue else { return }
            loadedView = newValue
            newValue.owningController = self
            attachSupports(to: newValue)
        }
    }

    /// Light or dark for the controller's view and its subviews, whatever the host's (UIKit's
    /// `overrideUserInterfaceStyle`); may be set before the view is loaded.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { loadedView?.overrideUserInterfaceStyle ?? pendingUserInterfaceStyle }
        set {
            pendingUserInterfaceStyle = newValue
            loadedView?.overrideUserInterfaceStyle = newValue
        }
    }
    private var pendingUserInterfaceStyle = UserInterfaceStyle.unspecified

    /// The traits the controller's view is shown with (see ``View/traitCollection``).
    public var traitCollection: TraitCollection { view.traitCollection }

    /// Called when the view's traits changed (appearance, layout direction, text scale), after the view's
    /// own ``View/traitCollectionDidChange(_:)``. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true by default).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.layoutMarginsChanged() }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view; override to make a custom one. The default is a plain view as large as the
    /// ``Screen/main`` screen, as UIKit's.
    open func loadView() {
        loadedView = View(frame: Screen.main.bounds)
    }

    /// Called once after the view is created; override to add subviews and constraints.
    open func viewDidLoad() {}

    /// Called before each layout pass of the view (its size may have changed): the place to switch
    /// constraint groups for a new size, as UIKit code does. Does nothing by default.
    open func viewWillLayoutSubviews() {}

    /// Called after each layout pass of the view, once every frame is set. Does nothing by default.
    open func viewDidLayoutSubviews() {}

    // MARK: Appearance (UIKit's order: viewWillAppear, the layout pass, viewDidAppear)

    /// Called before the view is shown (each time it is shown again too). Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is on screen and laid out. Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen. Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view's size changes to `size` (a resized preview, as a rotation on iOS), before
    /// the layout pass at the new size. Does nothing by default.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {}
    /// Called before the traits change (a rotation between size classes), with a coordinator to animate
    /// alongside; the previewer does not call it (it calls ``viewWillTransition(to:with:)`` on a resize).
    open func willTransition(
        to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
    ) {}
    /// iOS 2–8's rotation callback, after the interface rotated from `fromInterfaceOrientation`; deprecated
    /// on iOS, never called here, kept so that screens overriding it compile.
    open func didRotate(from fromInterfaceOrientation: InterfaceOrientation) {}
    /// Called when a controller is loaded from a storyboard; there are none here, so never called by the
    /// library, but subclasses that override it (calling `super`) compile.
    open func awakeFromNib() {}
    /// Called when the system is low on memory; never called here. Does nothing by default.
    open func didReceiveMemoryWarning() {}

    /// Whether the status bar is hidden while this controller is shown; false by default, as UIKit's.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while this controller is shown; `.default` by default, as UIKit's.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// The orientations the controller supports; all but upside down by default (UIKit's on iPhone).
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    /// Whether the screen may rotate; true by default.
    open var shouldAutorotate: Bool { true }

    // MARK: Containment

    /// Called before the controller is added to or removed from `parent` (nil when removed). The default
    /// does nothing; ``addChild(_:)`` calls it with the new parent, as UIKit does.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from `parent` (nil when removed). The default
    /// does nothing; the container calls it (with the parent after adding the child's view, with nil from
    /// ``removeFromParent()``), as UIKit does.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Layout guides

    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The top layout guide as a Cartography 4 item: `constrain(view, car_topLayoutGuide) { v, g in … }`.
    public var car_topLayoutGuide: LayoutSupport { support(.top) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The bottom layout guide as a Cartography 4 item.
    public var car_bottomLayoutGuide: LayoutSupport { support(.bottom) }

    /// The bottom edge of the top layout guide (Cartography 2.x): `view.top >= topLayoutGuideCartography`.
    public var topLayoutGuideCartography: Edge { Edge(item: support(.top), attribute: .bottom, context: nil) }
    /// The top edge of the bottom layout guide (Cartography 2.x).
    public var bottomLayoutGuideCartography: Edge { Edge(item: support(.bottom), attribute: .top, context: nil) }

    private func support(_ position: LayoutSupport.Position) -> LayoutSupport {
        if position == .top, let top = supports.top { return top }
        if position == .bottom, let bottom = supports.bottom { return bottom }
        let created = LayoutSupport(position: position, viewController: self)
        if position == .top { supports.top = created } else { supports.bottom = created }
        if let view = loadedView { view.layoutSupports.append(created) }
        return created
    }

    private func attachSupports(to view: View) {
        for support in [supports.top, supports.bottom].compactMap({ $0 })
        where !view.layoutSupports.contains(where: { $0 === support }) {
            view.layoutSupports.append(support)
        }
    }
}

/// The items a host shows in a view controller's bar (UIKit's UINavigationItem).
public final class NavigationItem {
    /// The title, or nil to use the view controller's.
    public var title: String?
    /// The button at the right end of the bar.
    public var rightBarButtonItem: BarButtonItem?
    /// The button at the left end of the bar.
    public var leftBarButtonItem: BarButtonItem?

    /// An item with no buttons.
    public init() {}
}

/// A button in a bar, with a closure in place of UIKit's target and selector.
public final class BarButtonItem {
    /// How the host should draw the button.
    public enum Style: Sendable {
        /// A plain button, or a bold one that ends a task, as UIKit's styles.
        case plain, done
    }

    /// The button's title.
    public var title: String?
    /// How the host should draw the button.
    public var style: Style
    /// What the button does.
    public var action: (() -> Void)?

    /// A button with a title and an action.
    public init(title: String?, style: Style = .plain, action: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        self.action = action
    }

    /// Runs the action, as a tap does.
    public func perform() {
        action?()
    }
}
