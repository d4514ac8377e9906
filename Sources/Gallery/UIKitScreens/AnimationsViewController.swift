// Animating constraint changes: a bar button moves a box across the screen and fades it, then counts.

import Cartography
import Foundation

/// A box that the **Move** bar button sends to the other side (its position constraints replaced) and
/// half fades, inside `UIView.animate` with `layoutIfNeeded()`, as iOS code animates constraint changes.
/// The frames are final at once; the previewer shows the move on its frame clock and the completion
/// then counts it in the label.
final class AnimationsViewController: UIViewController {
    let box = UIView()
    let status = UILabel()
    /// Seconds a move takes (10 × with the previewer's slow animations).
    static let duration: TimeInterval = 0.6
    private var position = ConstraintGroup()
    /// Whether the box is on the right (after an odd number of moves).
    private(set) var isRight = false
    /// Moves whose completion has run.
    private(set) var completedMoves = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Animations"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Move", style: .plain) { [unowned self] in
            self.move()
        }
        box.backgroundColor = SystemColors.blue
        box.layer.cornerRadius = 12
        box.accessibilityIdentifier = "box"
        status.text = "Moves completed: 0"
        status.font = .systemFont(ofSize: 15)
        status.accessibilityIdentifier = "status"
        view.addSubview(box)
        view.addSubview(status)
        constrain(box, status) { box, status in
            box.top == box.superview!.top + 40
            box.width == 100
            box.height == 100
            status.top == box.bottom + 20
            status.leading == status.superview!.leading + 20
        }
        placeBox()
    }

    private func placeBox() {
        position = constrain(box, replace: position) { [isRight] box in
            if isRight {
                box.trailing == box.superview!.trailing - 20
            } else {
                box.leading == box.superview!.leading + 20
            }
        }
    }

    /// Sends the box to the other side, animated; the completion counts the move.
    func move() {
        isRight.toggle()
        placeBox()
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                self.box.alpha = self.isRight ? 0.5 : 1
                self.view.layoutIfNeeded()
            },
            completion: { [weak self] finished in
                guard let self, finished else { return }
                self.completedMoves += 1
                self.status.text = "Moves completed: \(self.completedMoves)"
            })
    }
}

struct Animations_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Animations") { AnimationsViewController() }
                .summary(
                    "Move replaces the box's position constraints inside UIView.animate (0.6 s, ease in and out) and "
                        + "fades it; the completion counts the moves.")
        ]
    }
}
