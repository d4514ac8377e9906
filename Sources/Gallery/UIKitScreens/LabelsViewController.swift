// Labels measured for real: a paragraph that wraps to the width it is given, baselines of mixed fonts.

import Cartography
import Foundation

/// A paragraph wrapped to the margins (its height follows the width: the engine's second pass), a big
/// and a small label sharing a baseline, and a caption wrapped at its `preferredMaxLayoutWidth`.
final class LabelsViewController: UIViewController {
    let paragraph = UILabel()
    let big = UILabel()
    let small = UILabel()
    let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Labels"
        view.backgroundColor = .white
        paragraph.text = fourLetterWords(30)
        paragraph.font = .systemFont(ofSize: 15)
        paragraph.numberOfLines = 0
        paragraph.backgroundColor = SystemColors.groupedBackground
        big.text = "Big"
        big.font = .boldSystemFont(ofSize: 30)
        small.text = "small"
        small.font = .systemFont(ofSize: 10)
        small.textColor = SystemColors.gray
        caption.text = fourLetterWords(12)
        caption.font = .systemFont(ofSize: 10)
        caption.numberOfLines = 0
        caption.preferredMaxLayoutWidth = 200
        caption.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1)
        for (label, name) in [(paragraph, "paragraph"), (big, "big"), (small, "small"), (caption, "caption")] {
            label.accessibilityIdentifier = name
            view.addSubview(label)
        }

        constrain(paragraph, big, small, caption) { paragraph, big, small, caption in
            let superview = paragraph.superview!
            paragraph.top == superview.top + 20
            paragraph.leading == superview.leading + 16
            paragraph.trailing == superview.trailing - 16

            big.leading == paragraph.leading
            big.top == paragraph.bottom + 20
            small.leading == big.trailing + 8
            small.firstBaseline == big.firstBaseline

            caption.leading == paragraph.leading
            caption.top == big.bottom + 20
        }
    }
}

struct Labels_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Labels: wrapping and baselines") { LabelsViewController() }
                .summary(
                    "The paragraph wraps to the window's width (its height follows); 30- and 10-point labels share a "
                        + "baseline; the caption wraps at preferredMaxLayoutWidth 200.")
        ]
    }
}
