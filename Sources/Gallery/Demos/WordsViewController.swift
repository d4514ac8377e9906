// Stress: a grid of a thousand word labels, laid out by the engine on every resize (gtk-demo's "Words").

import Cartography
import Foundation

/// 1,200 labels, each a word, in rows of eight columns that share the width: every resize re-solves the
/// whole grid, and the previewer shows how long each layout pass takes.
final class WordsViewController: UIViewController {
    static let columns = 8
    static let count = 1_200
    /// The words, cycled: the grid's content does not matter, its size does.
    static let words = [
        "anchor", "baseline", "center", "constant", "cassowary", "edge", "frame", "guide", "hugging", "inset",
        "leading", "margin", "multiplier", "priority", "relation", "simplex", "solver", "stack", "trailing", "width",
    ]
    private(set) var labels: [UILabel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        labels = (0..<Self.count).map { index in
            let label = UILabel()
            label.text = Self.words[index % Self.words.count]
            label.font = .systemFont(ofSize: 12)
            label.textAlignment = .center
            label.backgroundColor = index % 2 == (index / Self.columns) % 2 ? DemoPalette.paper : .white
            label.accessibilityIdentifier = "word\(index)"
            view.addSubview(label)
            return label
        }
        constrain(labels) { labels in
            let columns = Self.columns
            for (index, label) in labels.enumerated() {
                let column = index % columns
                if column == 0 {
                    label.leading == label.superview!.leading + 8
                } else {
                    label.leading == labels[index - 1].trailing
                    label.width == labels[index - 1].width
                    label.top == labels[index - 1].top
                }
                if column == columns - 1 { label.trailing == label.superview!.trailing - 8 }
                if index < columns {
                    if column == 0 { label.top == label.superview!.top + 8 }
                } else if column == 0 {
                    label.top == labels[index - columns].bottom
                }
                label.height == 18
            }
        }
    }
}

struct Words_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Words (1,200 labels)", traits: PreviewTraits(showsLayoutTimes: true)) { _ in
                .viewController(WordsViewController())
            }
            .summary(
                "A stress test: 1,200 word labels in a grid of eight columns; the subtitle shows each layout's time.")
        ]
    }
}
