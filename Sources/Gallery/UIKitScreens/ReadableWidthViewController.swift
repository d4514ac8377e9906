// Text at a readable width: as wide as the margins on a phone, at most 672 points and centred on a tablet.

import Cartography
import Foundation

/// A title and a paragraph pinned to the `readableContentGuide`: they follow the margins while the
/// window is narrow, and stop at 672 points, centred, when it is wide.
final class ReadableWidthViewController: UIViewController {
    let heading = UILabel()
    let article = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Readable width"
        view.backgroundColor = .white
        heading.text = "Readable width"
        heading.font = .boldSystemFont(ofSize: 20)
        heading.accessibilityIdentifier = "heading"
        article.text = fourLetterWords(40)
        article.font = .systemFont(ofSize: 15)
        article.numberOfLines = 0
        article.backgroundColor = SystemColors.groupedBackground
        article.accessibilityIdentifier = "article"
        view.addSubview(heading)
        view.addSubview(article)

        constrain(heading, article, view.readableContentGuide) { heading, article, readable in
            heading.top == readable.top
            heading.leading == readable.leading
            article.top == heading.bottom + 8
            article.leading == readable.leading
            article.trailing == readable.trailing
        }
    }
}

struct ReadableWidth_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Readable width") { ReadableWidthViewController() }
                .summary(
                    "The paragraph follows readableContentGuide: the margins when narrow, at most 672 points wide and "
                        + "centred when wide.")
        ]
    }
}
