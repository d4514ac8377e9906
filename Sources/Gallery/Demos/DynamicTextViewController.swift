// Dynamic text: a multi-line article at a readable width, with a text-size control.

import Cartography
import Foundation

/// A title and an article that wrap inside the readable content guide (at most 672 points wide, centred);
/// A− and A+ in the header bar make the text smaller or larger and the article reflows.
final class DynamicTextViewController: UIViewController {
    static let article =
        "Auto Layout describes a screen as relations between its views rather than as coordinates. The "
        + "solver finds the frames that satisfy every required relation and as many of the preferences as it "
        + "can, in order of priority. When the window changes, the same relations give new frames."
    let headline = UILabel()
    let body = UILabel()
    /// The body's point size; the title is 8 points larger.
    private(set) var textSize: CGFloat = 17

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        headline.text = "How Auto Layout thinks"
        headline.numberOfLines = 0
        headline.accessibilityIdentifier = "title"
        body.text = Self.article
        body.numberOfLines = 0
        body.textColor = DemoPalette.slate
        body.accessibilityIdentifier = "article"
        view.addSubview(headline)
        view.addSubview(body)
        applyTextSize()
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "A−", style: .plain) { [unowned self] in
            self.changeTextSize(by: -2)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "A+", style: .plain) { [unowned self] in
            self.changeTextSize(by: 2)
        }
        let readable = view.readableContentGuide
        constrain(headline, body, readable) { title, body, readable in
            title.top == readable.top + 16
            title.leading == readable.leading
            title.trailing == readable.trailing
            body.top == title.bottom + 12
            body.leading == readable.leading
            body.trailing == readable.trailing
        }
    }

    /// From 11 to 31 points.
    func changeTextSize(by step: CGFloat) {
        textSize = min(31, max(11, textSize + step))
        applyTextSize()
    }

    private func applyTextSize() {
        headline.font = .boldSystemFont(ofSize: textSize + 8)
        body.font = .systemFont(ofSize: textSize)
    }
}

struct DynamicText_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Dynamic text") { DynamicTextViewController() }
                .summary("A multi-line article at a readable width; A− and A+ change the text size and it reflows.")
        ]
    }
}
