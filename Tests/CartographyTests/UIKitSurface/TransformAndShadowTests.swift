// CGAffineTransform's arithmetic as Core Graphics', a view's transform, and the layer's shadow defaults.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("Transforms and shadows")
@MainActor
struct TransformAndShadowTests {
    // Core Graphics: rotation by a quarter turn maps (1, 0) to (0, 1) (y points down on screen).
    @Test("Rotations, scales, translations and their order")
    func arithmetic() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(quarter)
        #expect(abs(point.x) < 1e-12 && point.y == 1)
        let scaled = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 2, y: 3))
        // t1.concatenating(t2) applies t1 first: scale, then move.
        let both = scaled.concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(both) == CGPoint(x: 12, y: 3))
        // translatedBy applies the translation first: move, then scale.
        #expect(CGPoint(x: 1, y: 1).applying(scaled.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 3))
        #expect(both.concatenating(both.inverted()).isIdentity)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(quarter).size.width == 20)
        #expect(CGSize(width: 10, height: 20).applying(scaled) == CGSize(width: 20, height: 60))
        #expect(CGAffineTransform.identity.description == "[1 0 0 1 0 0]")
    }

    // UIKit: layout ignores the transform (the frame here stays the untransformed one); setting it redraws.
    @Test("A view's transform is kept, redraws the view, and leaves its frame")
    func viewTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = UIView()
        root.addSubview(badge)
        constrain(badge) { badge in
            badge.leading == badge.superview!.leading + 10
            badge.top == badge.superview!.top + 10
            badge.width == 40
            badge.height == 20
        }
        root.layoutIfNeeded()
        #expect(badge.transform.isIdentity)
        let revision = badge.displayRevision
        badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        #expect(badge.displayRevision == revision + 1)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        #expect(badge.displayRevision == revision + 1)
    }

    // Core Animation's defaults: black, opacity 0 (no shadow), offset (0, -3), radius 3; a masking layer
    // shows none.
    @Test("Layer shadows: Core Animation's defaults; shown with an opacity, not when masking")
    func shadows() {
        let card = UIView()
        #expect(card.layer.shadowColor == CGColor.black && card.layer.shadowOpacity == 0)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: -3) && card.layer.shadowRadius == 3)
        #expect(!card.layer.showsShadow)
        card.layer.shadowOpacity = 0.3
        card.layer.shadowColor = UIColor.systemBlue.cgColor
        #expect(card.layer.showsShadow)
        card.layer.masksToBounds = true
        #expect(!card.layer.showsShadow)
        card.clipsToBounds = false
        card.layer.shadowColor = nil
        #expect(!card.layer.showsShadow)
    }
}
