// A view controller hears UIKit's lifecycle calls in UIKit's order as a preview is shown, resized, hidden
// and shown again; children, navigation stacks and presented controllers get UIKit's containment calls.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("View controller lifecycle")
@MainActor
struct ViewControllerLifecycleTests {
    /// Writes down every lifecycle call it gets, with its name.
    final class Recorder: ViewController {
        let name: String
        var log: [String]

        init(_ name: String = "screen", log: [String] = []) {
            self.name = name
            self.log = log
            super.init()
        }

        private func note(_ call: String) { log.append(name == "screen" ? call : "\(name).\(call)") }

        override func loadView() {
            note("loadView")
            super.loadView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            note("viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
        override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
        override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
            note("viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
            coordinator.animate(
                alongsideTransition: { _ in self.note("alongside") }, completion: { _ in self.note("completion") })
        }
        override func willMove(toParent parent: ViewController?) {
            note("willMove(\(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: ViewController?) { note("didMove(\(parent == nil ? "nil" : "parent"))") }
        override var prefersStatusBarHidden: Bool { true }
        override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
        override var preferredStatusBarStyle: StatusBarStyle { .lightContent }
    }

    // UIKit: loadView, viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews, viewDidAppear.
    @Test("Shown: loaded, will appear, laid out, did appear")
    func shown() {
        let screen = Recorder()
        let lifecycle = ScreenLifecycle(content: .viewController(screen))
        _ = screen.view
        lifecycle.show()
        lifecycle.layOut(rootSize: CGSize(width: 375, height: 667))
        #expect(
            screen.log == [
                "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                "viewDidAppear",
            ])
        #expect(screen.isAppeared)
        #expect(screen.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    // UIKit: a size change is announced with viewWillTransition(to:with:) before the layout pass at the new
    // size; its alongside block and completion run after it. The same size again is no transition.
    @Test("Resized: will transition, laid out, then the coordinator's blocks")
    func resized() {
        let screen = Recorder()
        let lifecycle = ScreenLifecycle(content: .viewController(screen))
        lifecycle.show()
        lifecycle.layOut(rootSize: CGSize(width: 375, height: 667))
        screen.log = []
        lifecycle.layOut(rootSize: CGSize(width: 667, height: 375))
        lifecycle.layOut(rootSize: CGSize(width: 667, height: 375))
        #expect(
            screen.log == [
                "viewWillTransition(667x375)", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "alongside",
                "completion", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            ])
        #expect(screen.view.frame.size == CGSize(width: 667, height: 375))
    }

    // UIKit: hidden, viewWillDisappear then viewDidDisappear; shown again, viewWillAppear, a layout pass,
    // viewDidAppear, and never a second viewDidLoad.
    @Test("Hidden and shown again: disappear, then appear without loading again")
    func hiddenAndShownAgain() {
        let screen = Recorder()
        let lifecycle = ScreenLifecycle(content: .viewController(screen))
        lifecycle.show()
        lifecycle.layOut(rootSize: CGSize(width: 320, height: 480))
        screen.log = []
        lifecycle.hide()
        #expect(screen.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(!screen.isAppeared)
        lifecycle.hide()
        #expect(screen.log.count == 2)
        screen.log = []
        lifecycle.show()
        lifecycle.layOut(rootSize: CGSize(width: 320, height: 480))
        #expect(screen.log == ["viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
    }

    // UIKit: appearance calls that change nothing (showing a shown controller) are ignored.
    @Test("Appearance transitions that change nothing are ignored")
    func redundantTransitions() {
        let screen = Recorder()
        screen.beginAppearanceTransition(true, animated: false)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        screen.endAppearanceTransition()
        screen.beginAppearanceTransition(false, animated: true)
        screen.endAppearanceTransition()
        #expect(
            screen.log == [
                "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
            ])
    }

    // UIKit: addChild calls willMove(toParent:) with the parent; the container then calls didMove; the child,
    // its view in the parent's, hears the parent's appearance calls after the parent;
    // removeFromParent calls didMove(toParent: nil).
    @Test("Children: containment calls and forwarded appearance")
    func children() {
        let parent = Recorder("parent")
        let child = Recorder("child")
        let stranger = Recorder("stranger")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(stranger)  // its view is never added: no appearance calls
        #expect(parent.children.compactMap { ($0 as? Recorder)?.name } == ["child", "stranger"])
        #expect(child.parent === parent)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        #expect(
            child.log == [
                "child.willMove(parent)", "child.loadView", "child.viewDidLoad", "child.didMove(parent)",
                "child.viewWillAppear", "child.viewDidAppear",
            ])
        #expect(stranger.log == ["stranger.willMove(parent)"])
        child.log = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.log == ["child.willMove(nil)", "child.didMove(nil)"])
        #expect(parent.children.compactMap { ($0 as? Recorder)?.name } == ["stranger"])
        #expect(child.parent == nil)
    }

    // UIKit: pushing on a shown stack makes the old top disappear and the new one appear; the pushed
    // controller's view fills the navigation controller's, and its navigationController is the stack.
    @Test("Navigation stack: push and pop with appearance calls; the top view fills the container")
    func navigation() {
        let root = Recorder("root")
        let detail = Recorder("detail")
        let navigation = NavigationController(rootViewController: root)
        let lifecycle = ScreenLifecycle(content: .viewController(navigation))
        lifecycle.show()
        lifecycle.layOut(rootSize: CGSize(width: 390, height: 844))
        #expect(root.log.suffix(2) == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.navigationController === navigation)
        root.log = []
        navigation.pushViewController(detail, animated: true)
        navigation.view.layoutIfNeeded()
        #expect(root.log == ["root.viewWillDisappear", "root.viewDidDisappear"])
        #expect(
            detail.log == [
                "detail.willMove(parent)", "detail.loadView", "detail.viewDidLoad", "detail.viewWillAppear",
                "detail.didMove(parent)", "detail.viewDidAppear",
            ])
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(navigation.topViewController === detail)
        #expect(navigation.viewControllers.count == 2)
        root.log = []
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(root.log == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(
            detail.log.suffix(4) == [
                "detail.viewWillDisappear", "detail.willMove(nil)", "detail.didMove(nil)", "detail.viewDidDisappear",
            ])
        #expect(navigation.popViewController(animated: true) == nil)
    }

    // UIKit: present records the presented controller (both ways) and runs the completion; dismiss clears them.
    @Test("Present and dismiss are recorded")
    func presentation() {
        let screen = Recorder()
        let sheet = Recorder("sheet")
        var completed = 0
        screen.present(sheet, animated: true) { completed += 1 }
        #expect(screen.presentedViewController === sheet)
        #expect(sheet.presentingViewController === screen)
        #expect(sheet.isViewLoaded)
        #expect(completed == 1)
        sheet.dismiss(animated: true) { completed += 1 }
        #expect(screen.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        #expect(completed == 2)
    }

    // UIKit's defaults, and overrides read back through the base class.
    @Test("Status bar and orientation: UIKit's defaults, and overrides")
    func statusBarAndOrientations() {
        let plain = ViewController()
        #expect(plain.prefersStatusBarHidden == false)
        #expect(plain.preferredStatusBarStyle == .default)
        #expect(plain.supportedInterfaceOrientations == [.portrait, .landscapeLeft, .landscapeRight])
        #expect(plain.shouldAutorotate)
        let custom: ViewController = Recorder()
        #expect(custom.prefersStatusBarHidden)
        #expect(custom.preferredStatusBarStyle == .lightContent)
        #expect(custom.supportedInterfaceOrientations == .portrait)
        #expect(InterfaceOrientationMask.all.rawValue == 30)
    }

    // UIKit: isSelected's setter calls setSelected(_:animated:), which subclasses override.
    @Test("Cell selection goes through setSelected and setHighlighted")
    func cellSelection() {
        final class Cell: TableViewCell {
            var calls: [String] = []
            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                calls.append("selected \(selected) \(animated)")
            }
            override func setHighlighted(_ highlighted: Bool, animated: Bool) {
                super.setHighlighted(highlighted, animated: animated)
                calls.append("highlighted \(highlighted)")
            }
            override func awakeFromNib() { super.awakeFromNib() }
        }
        let cell = Cell(style: .default, reuseIdentifier: "cell")
        #expect(cell.selectionStyle == .default)
        let revision = cell.displayRevision
        cell.isSelected = true
        cell.setSelected(false, animated: true)
        cell.isHighlighted = true
        #expect(cell.calls == ["selected true false", "selected false true", "highlighted true"])
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(cell.displayRevision == revision + 3)
    }
}
