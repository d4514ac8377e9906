// Equal white space between buttons: layout guides as spacers, all of one width.

import Cartography
import Foundation

/// Three fixed-width buttons spread across the width with equal space around them: four layout guides (the
/// spacers) sit between the margins and the buttons, and are kept the same width as each other.
final class SpacerGuidesViewController: UIViewController {
    let buttons: [UIView] = [UIView(), UIView(), UIView()]
    let spacers: [UILayoutGuide] = (0..<4).map { _ in UILayoutGuide() }
    /// The buttons' widths, in points.
    static let widths: [CGFloat] = [60, 90, 60]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.paper
        for (index, button) in buttons.enumerated() {
            button.backgroundColor = [DemoPalette.green, DemoPalette.purple, DemoPalette.yellow][index]
            button.layer.cornerRadius = 8
            button.accessibilityIdentifier = "button\(index)"
            view.addSubview(button)
        }
        for (index, spacer) in spacers.enumerated() {
            spacer.identifier = "spacer\(index)"
            view.addLayoutGuide(spacer)
        }

        constrain(buttons) { buttons in
            for (index, button) in buttons.enumerated() {
                button.width == Self.widths[index]
                button.height == 44
                button.top == button.superview!.top + 40
            }
        }
        constrain(
            buttons[0], buttons[1], buttons[2], spacers[0], spacers[1], spacers[2], spacers[3]
        ) { first, second, third, leftmost, left, right, rightmost in
            leftmost.leading == leftmost.owningView!.leading
            first.leading == leftmost.trailing
            left.leading == first.trailing
            second.leading == left.trailing
            right.leading == second.trailing
            third.leading == right.trailing
            rightmost.leading == third.trailing
            rightmost.trailing == rightmost.owningView!.trailing

            left.width == leftmost.width
            right.width == leftmost.width
            rightmost.width == leftmost.width
            for spacer in [leftmost, left, right, rightmost] {
                spacer.top == first.top
                spacer.height == 1
            }
        }
    }
}

struct SpacerGuides_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Equal spacing with guides") { SpacerGuidesViewController() }
                .summary("Four layout guides of equal width space three buttons evenly, whatever the window's width.")
        ]
    }
}
