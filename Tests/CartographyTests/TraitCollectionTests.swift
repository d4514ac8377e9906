// Traits: light and dark (overrides, dynamic colours, traitCollectionDidChange), direction, text scale.

import Foundation
import Testing

@testable import Cartography

@Suite("Trait collections")
@MainActor
struct TraitCollectionTests {
    /// A card that picks its colour by the appearance, as UIKit code does, and counts the calls.
    final class Card: View {
        var changes: [TraitCollection?] = []

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append(previousTraitCollection)
            backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .white
        }
    }

    final class Screen: ViewController {
        let card = Card()
        let greeting = Label()
        var changes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            card.addSubview(greeting)
            greeting.text = "Hello"
            greeting.font = .systemFont(ofSize: 15)
            constrain(card, greeting) { card, title in
                card.edges == card.superview!.edges
                title.top == card.top + 10
                title.leading == card.leading + 20
            }
        }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes += 1
        }
    }

    @Test("Light by default; the host's style reaches every view; an override wins below it")
    func styleInheritance() {
        let screen = Screen()
        let root: View = screen.view
        #expect(screen.card.traitCollection.userInterfaceStyle == .light)
        root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(screen.card.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.greeting.traitCollection.userInterfaceStyle == .dark)
        screen.card.overrideUserInterfaceStyle = .light
        #expect(
            screen.greeting.traitCollection.userInterfaceStyle == .light
                && root.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("traitCollectionDidChange runs on each view whose traits changed, with the previous ones")
    func didChange() {
        let screen = Screen()
        let root: View = screen.view
        root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(screen.card.changes == [TraitCollection()])
        #expect(screen.card.backgroundColor == .black && screen.changes == 1)
        // The same traits again: nobody is told.
        root.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(screen.card.changes.count == 1)
        // An override on the controller (set before its view loads, too) decides for its view.
        screen.overrideUserInterfaceStyle = .light
        #expect(screen.card.backgroundColor == .white && screen.card.changes.count == 2)
        let early = Screen()
        early.overrideUserInterfaceStyle = .dark
        #expect(early.view.traitCollection.userInterfaceStyle == .dark)
        // A change of direction is a change of traits.
        root.layoutDirection = .rightToLeft
        #expect(screen.card.changes.last??.layoutDirection == .leftToRight && screen.card.changes.count == 3)
    }

    @Test("Dynamic colours resolve by the appearance; plain ones are the same in both")
    func dynamicColors() {
        let color = Color { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
        #expect(color.isDynamic && !Color.red.isDynamic)
        #expect(color.resolved(for: .light) == .blue && color.resolved(for: .dark) == .red)
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .red)
        #expect(Color.systemBackground.resolved(for: .dark) == .black)
        #expect(Color.label.resolved(for: .light) == .black && Color.label.resolved(for: .dark) == .white)
        #expect(Color.green.resolved(for: .dark) == .green)
    }

    @Test(
        "Text scale: labels measure their font at it, and the layout follows",
        arguments: [(0.85, 38.25, 15.3), (1, 45, 18), (1.5, 67.5, 27), (2, 90, 36)])
    func textScale(scale: Double, width: Double, height: Double) {
        let screen = Screen()
        let root: View = screen.view
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        root.layoutIfNeeded()
        root.hostTraitCollection = TraitCollection(textScale: scale)
        root.layoutIfNeeded()
        // "Hello" at 15 points: 5 advances of 0.6 em, a line 1.2 em high (the deterministic measurer).
        let frame = screen.greeting.frame
        #expect(frame.origin == CGPoint(x: 20, y: 10))
        #expect(abs(frame.width - width) < 1e-9 && abs(frame.height - height) < 1e-9, "\(frame)")
        #expect(screen.greeting.traitCollection.textScale == scale)
        #expect(screen.greeting.textStyle.font.pointSize == 15 * scale && screen.greeting.font.pointSize == 15)
    }

    @Test("semanticContentAttribute forces a subtree's direction; leading and trailing follow it")
    func semanticContentAttribute() {
        let root = View()
        let row = View()
        let item = View()
        root.addSubview(row)
        row.addSubview(item)
        constrain(row, item) { row, item in
            // Left and right, not leading and trailing: the row's direction may differ from the root's.
            row.left == row.superview!.left
            row.right == row.superview!.right
            row.top == row.superview!.top
            row.bottom == row.superview!.bottom
            item.leading == row.leading + 10
            item.top == row.top
            item.width == 30
            item.height == 30
        }
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(item.frame.minX == 160 && row.semanticContentAttribute == .unspecified)
        row.semanticContentAttribute = .playback
        root.layoutIfNeeded()
        #expect(item.frame.minX == 10 && item.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(row.semanticContentAttribute == .forceLeftToRight)
        row.semanticContentAttribute = .forceRightToLeft
        root.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(
            item.frame.minX == 160 && item.traitCollection.layoutDirection == .rightToLeft, "\(item.frame) \(row.frame)"
        )
        #expect(View.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test("Natural alignment is the right side right to left; an explicit one stays")
    func naturalAlignment() {
        let root = View()
        let natural = Label()
        let left = Label()
        left.textAlignment = .left
        root.addSubview(natural)
        root.addSubview(left)
        #expect(natural.textStyle.alignment == .natural)
        root.layoutDirection = .rightToLeft
        #expect(natural.textStyle.alignment == .right && left.textStyle.alignment == .left)
    }

    @Test("A button's title scales with the button; a text field's font too")
    func controlsScale() {
        let root = View()
        let button = Button(type: .system)
        button.setTitle("OK", for: .normal)
        let field = TextField()
        field.text = "Name"
        root.addSubview(button)
        root.addSubview(field)
        let size = button.intrinsicContentSize
        let fieldSize = field.intrinsicContentSize
        root.hostTraitCollection = TraitCollection(textScale: 2)
        #expect(button.intrinsicContentSize.height > size.height * 1.5)
        #expect(field.intrinsicContentSize.width > fieldSize.width * 1.9)
    }

    @Test("Content size categories: the nearest one to a scale")
    func categories() {
        #expect(ContentSizeCategory(nearestTo: 1) == .large)
        #expect(ContentSizeCategory(nearestTo: 0.85) == .extraSmall)
        #expect(ContentSizeCategory(nearestTo: 2) == .accessibilityLarge)
        #expect(TraitCollection(textScale: 1.65).preferredContentSizeCategory == .accessibilityMedium)
        #expect(
            ContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                && !ContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test("A variant applies its direction, appearance, text scale and bars")
    func variantApplies() {
        let screen = Screen()
        let content = PreviewContent.viewController(screen)
        content.apply(PreviewVariant.iPhone15.rightToLeft.dark.textScale(1.5))
        let traits = screen.card.traitCollection
        #expect(traits == TraitCollection(userInterfaceStyle: .dark, layoutDirection: .rightToLeft, textScale: 1.5))
        #expect(screen.view.safeAreaInsets.top == 59)
        content.apply(.iPhone8)
        #expect(screen.card.traitCollection == TraitCollection())
        #expect(PreviewVariant.iPhone8.dark.name == "iPhone 8 dark")
    }
}
