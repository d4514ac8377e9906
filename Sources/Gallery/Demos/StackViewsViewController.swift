// Stack views: a simple row, stacks nested in a stack, and a stack whose rows bar buttons add and remove.

import Cartography
import Foundation

/// Three coloured tiles in a row that share the width (`fillEqually`), 8 points apart, inside the margins.
final class SimpleStackViewController: UIViewController {
    let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.paper
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.accessibilityIdentifier = "stack"
        for (index, color) in [DemoPalette.red, DemoPalette.green, DemoPalette.blue].enumerated() {
            let tile = UIView()
            tile.backgroundColor = color
            tile.layer.cornerRadius = 6
            tile.accessibilityIdentifier = "tile\(index)"
            stack.addArrangedSubview(tile)
        }
        view.addSubview(stack)
        constrain(stack) { stack in
            stack.top == stack.superview!.top + 20
            stack.leading == stack.superview!.leading + 20
            stack.trailing == stack.superview!.trailing - 20
            stack.height == 60
        }
    }
}

/// A vertical stack holding a header bar, a horizontal stack of two cards and a footer: the cards share the
/// width, the header and footer keep their heights, and the vertical stack is as tall as its rows.
final class NestedStackViewController: UIViewController {
    let column = UIStackView()
    let header = UIView()
    let cards = UIStackView()
    let footer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.paper
        column.axis = .vertical
        column.spacing = 12
        column.accessibilityIdentifier = "column"
        header.backgroundColor = DemoPalette.slate
        header.accessibilityIdentifier = "header"
        cards.axis = .horizontal
        cards.distribution = .fillEqually
        cards.spacing = 10
        cards.accessibilityIdentifier = "cards"
        for (index, color) in [DemoPalette.yellow, DemoPalette.purple].enumerated() {
            let card = UIView()
            card.backgroundColor = color
            card.layer.cornerRadius = 10
            card.accessibilityIdentifier = "card\(index)"
            cards.addArrangedSubview(card)
        }
        footer.backgroundColor = DemoPalette.slate
        footer.accessibilityIdentifier = "footer"
        for row in [header, cards, footer] { column.addArrangedSubview(row) }
        view.addSubview(column)
        constrain(column, header, cards, footer) { column, header, cards, footer in
            column.top == column.superview!.top + 20
            column.leading == column.superview!.leading + 16
            column.trailing == column.superview!.trailing - 16
            header.height == 44
            cards.height == 120
            footer.height == 30
        }
    }
}

/// A vertical stack of rows: Add appends a row and Remove takes the last away, both animated; the stack
/// keeps its spacing and grows and shrinks with its rows.
final class DynamicStackViewController: UIViewController {
    let stack = UIStackView()
    private var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.paper
        stack.axis = .vertical
        stack.spacing = 8
        stack.accessibilityIdentifier = "stack"
        view.addSubview(stack)
        constrain(stack) { stack in
            stack.top == stack.superview!.top + 20
            stack.leading == stack.superview!.leading + 20
            stack.trailing == stack.superview!.trailing - 20
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain) { [unowned self] in
            self.addRow()
        }
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Remove", style: .plain) { [unowned self] in
            self.removeRow()
        }
        for _ in 0..<3 { addRow(animated: false) }
    }

    /// A new row at the end; it fades in while the stack makes room.
    func addRow(animated: Bool = true) {
        let row = UIView()
        row.backgroundColor = [DemoPalette.red, DemoPalette.green, DemoPalette.blue, DemoPalette.yellow][added % 4]
        row.layer.cornerRadius = 6
        row.accessibilityIdentifier = "row\(added)"
        added += 1
        // 999, not required: a hidden arranged view is held at height 0 by the stack (UIKit's
        // UISV-hiding constraint), and a required 44 would conflict with it while the row collapses.
        constrain(row) { row in row.height == 44 ~ 999 }
        guard animated else {
            stack.addArrangedSubview(row)
            return
        }
        row.alpha = 0
        stack.addArrangedSubview(row)
        view.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            row.alpha = 1
        }
    }

    /// The last row collapses (a hidden arranged view takes no room), then leaves the stack.
    func removeRow() {
        guard let row = stack.arrangedSubviews.last else { return }
        UIView.animate(
            withDuration: 0.3,
            animations: {
                row.isHidden = true
                self.view.layoutIfNeeded()
            },
            completion: { _ in
                self.stack.removeArrangedSubview(row)
                row.removeFromSuperview()
            })
    }
}

struct StackViews_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Stack view") { SimpleStackViewController() }
                .summary("Three tiles in a horizontal stack, fillEqually, 8 points apart: they share the width."),
            Preview("Nested stack views") { NestedStackViewController() }
                .summary("A vertical stack of a header, a row of two cards (a stack of its own) and a footer."),
            Preview("Dynamic stack view") { DynamicStackViewController() }
                .summary(
                    "Add and Remove change the stack's rows, animated; the stack keeps its spacing. Each row's "
                        + "height is 44 at priority 999, so that the stack can collapse a row it hides without a "
                        + "conflict, as on iOS."),
        ]
    }
}
