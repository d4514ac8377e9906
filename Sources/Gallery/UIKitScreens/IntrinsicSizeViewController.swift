// Views sized by their content: hugging decides who stretches, compression resistance who gives way.

import Cartography
import Foundation

/// Three rows whose sizes come from their content, not from constraints:
/// - a title that hugs its text (251) beside a detail label that stretches (250) to the margin;
/// - a long label beside a value that resists compression more (751): when the row is too narrow the
///   long label gives way (the report shows its compression resistance broken);
/// - a button as wide as its title.
final class IntrinsicSizeViewController: UIViewController {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let longLabel = UILabel()
    let valueLabel = UILabel()
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Intrinsic size"
        view.backgroundColor = .white
        titleLabel.text = "Title"
        detailLabel.text = "Detail text"
        detailLabel.backgroundColor = SystemColors.groupedBackground
        detailLabel.textColor = SystemColors.gray
        longLabel.text = "A label with far more text than a phone fits"
        longLabel.backgroundColor = UIColor(red: 1, green: 0.93, blue: 0.85)
        valueLabel.text = "42"
        valueLabel.textColor = SystemColors.blue
        button.setTitle("Sign in", for: .normal)
        for label in [titleLabel, detailLabel, longLabel, valueLabel] { label.font = .systemFont(ofSize: 15) }
        // The title keeps its size; the detail takes what is left.
        titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        // The value never gives way to the long label.
        valueLabel.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        for (subview, name) in [
            (titleLabel, "title"), (detailLabel, "detail"), (longLabel, "long"), (valueLabel, "value"),
            (button, "button"),
        ] as [(UIView, String)] {
            subview.accessibilityIdentifier = name
            view.addSubview(subview)
        }

        constrain(titleLabel, detailLabel, longLabel, valueLabel, button) { title, detail, long, value, button in
            let superview = title.superview!
            title.leading == superview.leading + 16
            title.top == superview.top + 20
            detail.leading == title.trailing + 8
            detail.trailing == superview.trailing - 16
            detail.firstBaseline == title.firstBaseline

            long.leading == superview.leading + 16
            long.top == title.bottom + 20
            value.leading >= long.trailing + 8
            value.trailing == superview.trailing - 16
            value.firstBaseline == long.firstBaseline

            button.centerX == superview.centerX
            button.top == long.bottom + 20
        }
    }
}

struct IntrinsicSize_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Intrinsic size & hugging") { IntrinsicSizeViewController() }
                .summary(
                    "Sizes from content: the title hugs (251), the detail stretches (250); when narrow, the long label "
                        + "gives way to the value (compression 750 < 751).")
        ]
    }
}
