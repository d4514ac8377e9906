// Apple's Auto Layout Cookbook, "two views with complex widths": a preference gives way to a minimum.

import Cartography
import Foundation

/// The red view would be twice as wide as the blue one (at priority 750), but the blue one is never narrower
/// than 150 points (required): when the window is too narrow for both, the ratio breaks and red takes the rest.
final class ComplexWidthsViewController: UIViewController {
    let red = UIView()
    let blue = UIView()

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
            blue.leading == red.trailing + 8
            blue.trailing == blue.superview!.trailing - 20
            red.width == blue.width * 2 ~ .defaultHigh
            blue.width >= 150

            red.top == red.superview!.top + 20
            blue.top == red.top
            red.height == 120
            blue.height == red.height
        }
    }
}

struct ComplexWidths_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Complex widths") { ComplexWidthsViewController() }
                .summary(
                    "red = 2 × blue at priority 750, blue ≥ 150 required: narrow the window and the ratio gives way.")
        ]
    }
}
