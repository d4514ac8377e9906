// Two views of equal width, and two at a 2:1 ratio: widths that follow the window, gaps that do not.

import Cartography
import Foundation

/// Two views side by side, 20 points from the edges and 10 apart; their widths keep a ratio (1:1, or 2:1)
/// while the window's width changes: `red.width == blue.width * ratio`.
final class EqualWidthsViewController: UIViewController {
    let red = UIView()
    let blue = UIView()
    /// The red view's width over the blue one's.
    let ratio: CGFloat

    init(ratio: CGFloat) {
        self.ratio = ratio
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.paper
        red.backgroundColor = DemoPalette.red
        red.accessibilityIdentifier = "red"
        blue.backgroundColor = DemoPalette.blue
        blue.accessibilityIdentifier = "blue"
        view.addSubview(red)
        view.addSubview(blue)

        constrain(red, blue) { red, blue in
            red.leading == red.superview!.leading + 20
            blue.leading == red.trailing + 10
            blue.trailing == blue.superview!.trailing - 20
            red.width == blue.width * ratio

            red.top == red.superview!.top + 20
            blue.top == red.top
            red.height == 160
            blue.height == red.height
        }
    }
}

struct EqualWidths_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Equal widths") { EqualWidthsViewController(ratio: 1) }
                .summary("Two views share the width equally; the 20-point margins and the 10-point gap stay fixed."),
            Preview("Widths at 2:1") { EqualWidthsViewController(ratio: 2) }
                .summary("red.width == blue.width * 2: the red view always takes two thirds of the room."),
        ]
    }
}
