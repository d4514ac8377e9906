// Stack views: a row that shares its width equally, a centred column with a hidden view, a baseline row.

import Cartography
import Foundation

/// Three stack views built from ordinary constraints: a row of three equal tiles (`.fillEqually`), a
/// column centring labels and a button (its hidden label takes no room), and a row aligning a big and a
/// small label by their first baselines.
final class StackViewShowcaseViewController: UIViewController {
    let row = UIStackView()
    let column = UIStackView()
    let baselineRow = UIStackView()
    let hiddenLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stack views"
        view.backgroundColor = .white
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        for (index, (name, color)) in [
            ("One", SystemColors.blue), ("Two", SystemColors.green), ("Three", SystemColors.orange),
        ]
        .enumerated() {
            let tile = UILabel()
            tile.text = name
            tile.font = .boldSystemFont(ofSize: 15)
            tile.textColor = .white
            tile.textAlignment = .center
            tile.backgroundColor = color
            tile.accessibilityIdentifier = "tile\(index)"
            row.addArrangedSubview(tile)
        }

        column.axis = .vertical
        column.alignment = .center
        column.spacing = 12
        column.backgroundColor = SystemColors.groupedBackground
        let first = UILabel()
        first.text = "Centered"
        let second = UILabel()
        second.text = "in a column"
        hiddenLabel.text = "Hidden"
        hiddenLabel.isHidden = true
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        for (view, name) in [(first, "first"), (hiddenLabel, "hidden"), (second, "second"), (button, "tap")]
            as [(UIView, String)]
        {
            (view as? UILabel)?.font = .systemFont(ofSize: 15)
            view.accessibilityIdentifier = name
            column.addArrangedSubview(view)
        }

        baselineRow.axis = .horizontal
        baselineRow.alignment = .firstBaseline
        baselineRow.spacing = 8
        let big = UILabel()
        big.text = "Aa"
        big.font = .boldSystemFont(ofSize: 30)
        big.accessibilityIdentifier = "big"
        let small = UILabel()
        small.text = "baseline"
        small.font = .systemFont(ofSize: 10)
        small.accessibilityIdentifier = "small"
        baselineRow.addArrangedSubview(big)
        baselineRow.addArrangedSubview(small)

        for (stack, name) in [(row, "row"), (column, "column"), (baselineRow, "baselineRow")] {
            stack.accessibilityIdentifier = name
            view.addSubview(stack)
        }
        constrain(row, column, baselineRow) { row, column, baselineRow in
            let superview = row.superview!
            row.top == superview.top + 20
            row.leading == superview.leading + 16
            row.trailing == superview.trailing - 16
            row.height == 44

            column.top == row.bottom + 20
            column.leading == row.leading
            column.trailing == row.trailing

            baselineRow.top == column.bottom + 20
            baselineRow.leading == row.leading
        }
    }
}

struct StackViewShowcase_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Stack views: equal, centred, baseline") { StackViewShowcaseViewController() }
                .summary(
                    "A row of equal tiles (fillEqually, spacing 8), a centred column whose hidden label takes no room, "
                        + "and a row aligned by first baselines.")
        ]
    }
}
