// Chat bubbles: self-sizing multi-line bubbles, incoming on the leading side, outgoing on the trailing side,
// each hugging its text.

import Cartography
import Foundation

/// A conversation: each bubble is a rounded view around a wrapping label with 10-point padding, at most 70 %
/// of the width, as narrow as its text allows; bubbles stack 8 points apart.
final class ChatBubblesViewController: UIViewController {
    static let messages: [(text: String, outgoing: Bool)] = [
        ("Are you coming to the layout talk?", false),
        ("Yes! Is it the one about constraint solvers?", true),
        ("It is. Bring questions about priorities; the speaker loves those.", false),
        ("OK", true),
        ("See you there, I will keep a seat near the front for you.", false),
    ]
    private(set) var bubbles: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        var previous: UIView?
        for (index, message) in Self.messages.enumerated() {
            let bubble = UIView()
            bubble.backgroundColor = message.outgoing ? DemoPalette.blue : UIColor(white: 0.9)
            bubble.layer.cornerRadius = 14
            bubble.accessibilityIdentifier = "bubble\(index)"
            let label = UILabel()
            label.text = message.text
            label.numberOfLines = 0
            label.textColor = message.outgoing ? .white : .black
            label.accessibilityIdentifier = "text\(index)"
            bubble.addSubview(label)
            view.addSubview(bubble)
            constrain(bubble, label) { bubble, label in
                label.edges == inset(bubble.edges, 10)
                bubble.width <= bubble.superview!.width * 0.7
                if message.outgoing {
                    bubble.trailing == bubble.superview!.trailing - 12
                } else {
                    bubble.leading == bubble.superview!.leading + 12
                }
            }
            if let previous {
                constrain(bubble, previous) { bubble, previous in bubble.top == previous.bottom + 8 }
            } else {
                constrain(bubble) { bubble in bubble.top == bubble.superview!.top + 16 }
            }
            bubbles.append(bubble)
            previous = bubble
        }
    }
}

struct ChatBubbles_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Chat bubbles") { ChatBubblesViewController() }
                .summary("Bubbles that size themselves to their text, up to 70 % of the width, on either side.")
        ]
    }
}
