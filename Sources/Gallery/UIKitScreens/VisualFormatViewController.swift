// The Visual Format Language: a toolbar row centred on an icon, and two equal panels, in four format strings.

import Cartography
import Foundation

/// Laid out only with `constraints(withVisualFormat:…)`: an icon, a title and a button centred on one
/// line with standard spacing, and two panels of equal width below.
final class VisualFormatViewController: UIViewController {
    let icon = UIView()
    let titleLabel = UILabel()
    let button = UIButton(type: .system)
    let left = UIView()
    let right = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Visual Format Language"
        view.backgroundColor = .white
        icon.backgroundColor = SystemColors.orange
        icon.layer.cornerRadius = 10
        titleLabel.text = "Visual format"
        titleLabel.font = .systemFont(ofSize: 15)
        button.setTitle("Follow", for: .normal)
        left.backgroundColor = SystemColors.blue
        right.backgroundColor = SystemColors.green
        let views: [String: UIView] = [
            "icon": icon, "title": titleLabel, "button": button, "left": left, "right": right,
        ]
        // In a fixed order: a dictionary's order changes from run to run, and with it the subviews' order.
        for (name, subview) in views.sorted(by: { $0.key < $1.key }) {
            subview.accessibilityIdentifier = name
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let metrics: [String: CGFloat] = ["side": 44, "top": 20, "gap": 20, "panel": 60]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[icon(==side)]-[title]-(>=8)-[button]-|", options: [.alignAllCenterY],
                metrics: metrics, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-top-[icon(==side)]-gap-[left(==panel)]", options: [], metrics: metrics,
                    views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-[left]-[right(==left)]-|", options: [.alignAllTop, .alignAllBottom],
                    metrics: metrics, views: views))
    }
}

struct VisualFormat_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Visual Format Language") { VisualFormatViewController() }
                .summary(
                    "H:|-[icon(==side)]-[title]-(>=8)-[button]-| centred on a line, and H:|-[left]-[right(==left)]-| "
                        + "below: standard spacing is the margins (16 at a root view's sides) and 8 between views.")
        ]
    }
}
