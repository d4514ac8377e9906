// A scroll view: a column of twenty rows, taller than any window, and a badge pinned to the visible area.

import Cartography
import Foundation

/// A scroll view filling the screen whose content is a stack of twenty 60-point rows (the content
/// guide's solved size is the content size), with a badge pinned to the frame guide: it stays in the
/// top right corner while the rows scroll under it. The wheel or touchpad scrolls it in the previewer.
final class ScrollViewController: UIViewController {
    let scrollView = UIScrollView()
    let rows = UIStackView()
    let badge = UILabel()
    static let rowCount = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scroll view"
        view.backgroundColor = .white
        scrollView.accessibilityIdentifier = "scroll"
        rows.accessibilityIdentifier = "rows"
        rows.axis = .vertical
        rows.spacing = 10
        rows.isLayoutMarginsRelativeArrangement = true
        rows.layoutMargins = UIEdgeInsets(all: 16)
        for index in 0..<Self.rowCount {
            let row = UILabel()
            row.text = "Row \(index + 1)"
            row.font = .systemFont(ofSize: 15)
            row.textAlignment = .center
            row.backgroundColor =
                index % 2 == 0 ? SystemColors.groupedBackground : UIColor(red: 0.85, green: 0.92, blue: 1)
            row.accessibilityIdentifier = "row\(index)"
            rows.addArrangedSubview(row)
            constrain(row) { row in row.height == 60 }
        }
        badge.text = "Pinned"
        badge.font = .boldSystemFont(ofSize: 15)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = SystemColors.red
        badge.layer.cornerRadius = 6
        badge.clipsToBounds = true
        badge.accessibilityIdentifier = "badge"
        view.addSubview(scrollView)
        scrollView.addSubview(rows)
        scrollView.addSubview(badge)

        constrain(scrollView, rows, badge, scrollView.contentLayoutGuide, scrollView.frameLayoutGuide) {
            scroll, rows, badge, content, frame in
            scroll.edges == scroll.superview!.edges
            rows.edges == content.edges
            rows.width == frame.width
            badge.top == frame.top + 12
            badge.trailing == frame.trailing - 12
            badge.width == 80
            badge.height == 30
        }
    }
}

struct ScrollView_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Scroll view") { ScrollViewController() }
                .summary(
                    "Twenty rows in a scroll view (contentLayoutGuide sizes the content); the badge is pinned to the "
                        + "frameLayoutGuide. Scroll with the wheel or touchpad.")
        ]
    }
}
