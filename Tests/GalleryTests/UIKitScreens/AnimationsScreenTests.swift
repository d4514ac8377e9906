// "Animations" at three widths: frames are final at once, and without a host the completion runs at once.

import Cartography
import Foundation
import Testing

@testable import Gallery

@MainActor
@Suite struct AnimationsScreenTests {
    /// The box starts 20 from the left; Move puts it 20 from the right, half faded, at once (the model's
    /// frames are final); the status ("Moves completed: 1", 18 × 9) counts the completed move.
    @Test(arguments: demoWidths)
    func moving(width: CGFloat) throws {
        let layout = try DemoLayout("Animations", width: width)
        try layout.expect("box", at: CGRect(x: 20, y: 40, width: 100, height: 100))
        try layout.expect("status", at: CGRect(x: 20, y: 160, width: 162, height: 18))
        layout.expectClean()
        let controller = try #require(layout.content.viewController as? AnimationsViewController)
        let move = try #require(controller.navigationItem.rightBarButtonItem)
        move.perform()
        try layout.expect("box", at: CGRect(x: width - 120, y: 40, width: 100, height: 100))
        #expect(controller.box.alpha == 0.5)
        #expect(controller.completedMoves == 1)
        layout.layOut(width: width)
        #expect(controller.status.text == "Moves completed: 1")
        layout.expectClean()
        move.perform()
        try layout.expect("box", at: CGRect(x: 20, y: 40, width: 100, height: 100))
        #expect(controller.completedMoves == 2)
    }

    /// A host receives the move: the box from the left to the right, alpha 1 to 0.5, over 0.6 s, ease in and out.
    @Test func theHostReceivesTheMove() throws {
        let layout = try DemoLayout("Animations", width: 375)
        let controller = try #require(layout.content.viewController as? AnimationsViewController)
        let received = Received()
        try Animations.withHost({ animation in received.animations.append(animation) }) {
            controller.navigationItem.rightBarButtonItem?.perform()
            let animation = try #require(received.animations.first)
            #expect(received.animations.count == 1)
            let change = try #require(animation.changes.first { $0.view === controller.box })
            #expect(change.fromFrame == CGRect(x: 20, y: 40, width: 100, height: 100))
            #expect(change.toFrame == CGRect(x: 255, y: 40, width: 100, height: 100))
            #expect(change.fromAlpha == 1 && change.toAlpha == 0.5)
            #expect(animation.duration == 0.6 && animation.curve == .easeInOut)
            #expect(controller.completedMoves == 0)
            animation.complete(finished: true)
            #expect(controller.completedMoves == 1)
        }
    }
}

/// What a test host received (the host closure is `@Sendable`; the tests run on the main actor).
private final class Received: @unchecked Sendable {
    var animations: [ViewAnimation] = []
}
