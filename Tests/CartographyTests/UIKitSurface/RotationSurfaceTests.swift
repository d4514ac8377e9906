// UIKit a rotating screen uses: interface orientations, the app's status bar orientation, trait transitions,
// the screen-sized root view, `view` as `UIView!`, and Cartography's margin attributes on layout guides.

import Foundation
import Testing

@testable import Cartography

@Suite("Rotation surface: orientations, transitions, guide margins")
@MainActor
struct RotationSurfaceTests {
    // UIKit: UIInterfaceOrientation's raw values (landscapeLeft is 4, landscapeRight 3).
    @Test("UIInterfaceOrientation: UIKit's raw values; portrait and landscape")
    func orientations() {
        #expect(
            UIInterfaceOrientation.portrait.rawValue == 1 && UIInterfaceOrientation.portraitUpsideDown.rawValue == 2)
        #expect(
            UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(
            UIInterfaceOrientation.portraitUpsideDown.isPortrait && UIInterfaceOrientation.landscapeRight.isLandscape)
        #expect(!UIInterfaceOrientation.unknown.isPortrait && !UIInterfaceOrientation.unknown.isLandscape)
        // The screen's shape decides: wider than tall is landscape.
        #expect(RunningApplication.orientation(of: CGSize(width: 667, height: 375)) == .landscapeLeft)
        #expect(RunningApplication.orientation(of: CGSize(width: 375, height: 667)) == .portrait)
        #expect(RunningApplication.orientation(of: .zero) == .portrait)
    }

    /// A screen that rebuilds its layout when the traits change, as rotating screens do.
    final class RotatingScreen: UIViewController {
        var rebuilds: [String] = []

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            coordinator.animate(
                alongsideTransition: { _ in self.rebuilds.append("alongside") },
                completion: { _ in self.rebuilds.append("completion") })
            super.willTransition(to: newCollection, with: coordinator)
        }

        override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
            rebuilds.append("rotated from \(fromInterfaceOrientation.rawValue)")
        }
    }

    // UIKit: willTransition(to:with:) hands a coordinator whose blocks run with the change; the root view
    // is implicitly unwrapped (`guard let view = controller.view` compiles) and starts at the screen's size.
    @Test("willTransition(to:with:), didRotate(from:), view as UIView!")
    func transitions() {
        let screen = RotatingScreen()
        let coordinator = ImmediateTransitionCoordinator()
        screen.willTransition(to: UITraitCollection(horizontalSizeClass: .regular), with: coordinator)
        coordinator.finish()
        screen.didRotate(from: .portrait)
        #expect(screen.rebuilds == ["alongside", "completion", "rotated from 1"])
        guard let root = screen.view else {
            Issue.record("a controller's view is never nil")
            return
        }
        #expect(root.frame == Screen.main.bounds)
    }

    // Cartography: the margin attributes of a guide are its edges (a guide has no margins), so
    // `view.safeAreaLayoutGuide.topMargin` pins to the safe area's top.
    @Test("Guide margins in constrain blocks are the guide's edges")
    func guideMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let board = View()
        root.addSubview(board)
        constrain(root, board) { root, board in
            board.top == root.safeAreaLayoutGuide.topMargin
            board.bottom == root.safeAreaLayoutGuide.bottomMargin - 20
            board.left == root.safeAreaLayoutGuide.leftMargin + 20
            board.right == root.safeAreaLayoutGuide.rightMargin - 20
        }
        root.layoutIfNeeded()
        #expect(board.frame == CGRect(x: 20, y: 20, width: 335, height: 627))
    }
}
