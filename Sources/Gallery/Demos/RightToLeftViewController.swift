// Leading and trailing in a row that mirrors when the layout direction flips.

import Cartography
import Foundation

/// An avatar at the leading edge, a name beside it, a badge at the trailing edge, all placed with leading and
/// trailing: the header bar's button flips the root's layout direction, and the row mirrors.
final class RightToLeftViewController: UIViewController {
    let avatar = UIView()
    let name = UIView()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.paper
        avatar.backgroundColor = DemoPalette.purple
        avatar.layer.cornerRadius = 24
        avatar.accessibilityIdentifier = "avatar"
        name.backgroundColor = DemoPalette.blue
        name.accessibilityIdentifier = "name"
        badge.backgroundColor = DemoPalette.red
        badge.layer.cornerRadius = 12
        badge.accessibilityIdentifier = "badge"
        for part in [avatar, name, badge] { view.addSubview(part) }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Flip direction", style: .plain) {
            [unowned self] in self.flipDirection()
        }

        constrain(avatar, name, badge) { avatar, name, badge in
            avatar.leading == avatar.superview!.leading + 16
            avatar.top == avatar.superview!.top + 24
            avatar.width == 48
            avatar.height == 48

            name.leading == avatar.trailing + 12
            name.centerY == avatar.centerY
            name.height == 20
            name.trailing == badge.leading - 12

            badge.trailing == badge.superview!.trailing - 16
            badge.centerY == avatar.centerY
            badge.width == 24
            badge.height == 24
        }
    }

    /// Left to right becomes right to left and back: the engine rebuilds the constraints that use leading
    /// and trailing; the views stay.
    func flipDirection() {
        view.layoutDirection = view.effectiveUserInterfaceLayoutDirection == .leftToRight ? .rightToLeft : .leftToRight
    }
}

struct RightToLeft_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Right to left") { RightToLeftViewController() }
                .summary("A row built with leading and trailing: Flip direction mirrors it."),
            Preview("Right to left, flipped", layoutDirection: .rightToLeft) { RightToLeftViewController() }
                .summary("The same row, laid out right to left from the start."),
        ]
    }
}
