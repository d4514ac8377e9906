// Nested views and what UIKit sets on them: colours, text, corner radius, border, clipping, alpha, hidden views.

import Cartography
import Foundation

/// A banner with a title over a card that clips a ribbon running past its edge, a half-transparent badge,
/// and a view that is hidden: what the previewer's renderer must draw the way UIKit would.
final class LayersViewController: UIViewController {
    let banner = UIView()
    let titleLabel = UILabel()
    let card = UIView()
    let ribbon = UIView()
    let badge = UIView()
    let hiddenPanel = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Views and layers"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Show panel", style: .plain) {
            [unowned self] in self.togglePanel()
        }

        banner.backgroundColor = UIColor(red: 0.13, green: 0.35, blue: 0.75, alpha: 1)
        banner.accessibilityIdentifier = "banner"
        view.addSubview(banner)

        titleLabel.text = "Cartography"
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.backgroundColor = UIColor(red: 0.08, green: 0.22, blue: 0.5, alpha: 1)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityIdentifier = "titleLabel"
        banner.addSubview(titleLabel)

        card.backgroundColor = UIColor(white: 0.92, alpha: 1)
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 4
        card.layer.borderColor = UIColor(white: 0.25, alpha: 1).cgColor
        card.clipsToBounds = true
        card.accessibilityIdentifier = "card"
        view.addSubview(card)

        // Runs 60 points past the card's right edge: clipping keeps it inside.
        ribbon.backgroundColor = UIColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)
        ribbon.accessibilityIdentifier = "ribbon"
        card.addSubview(ribbon)

        badge.backgroundColor = .black
        badge.alpha = 0.5
        badge.accessibilityIdentifier = "badge"
        card.addSubview(badge)

        hiddenPanel.backgroundColor = .green
        hiddenPanel.isHidden = true
        hiddenPanel.accessibilityIdentifier = "hiddenPanel"
        view.addSubview(hiddenPanel)

        constrain(banner, titleLabel, card) { banner, title, card in
            banner.top == banner.superview!.top
            banner.left == banner.superview!.left
            banner.right == banner.superview!.right
            banner.height == 120

            title.left == banner.left + 20
            title.right == banner.right - 20
            title.centerY == banner.centerY
            title.height == 48

            card.top == banner.bottom + 24
            card.left == card.superview!.left + 24
            card.right == card.superview!.right - 24
            card.height == 200
        }
        constrain(ribbon, badge) { ribbon, badge in
            ribbon.left == ribbon.superview!.left + 40
            ribbon.right == ribbon.superview!.right + 60
            ribbon.top == ribbon.superview!.top + 40
            ribbon.height == 40

            badge.left == badge.superview!.left + 40
            badge.top == ribbon.bottom + 30
            badge.width == 80
            badge.height == 60
        }
        // Over the card, when the bar button shows it.
        constrain(hiddenPanel, card) { panel, card in
            panel.left == card.left + 20
            panel.right == card.right - 20
            panel.top == card.top + 20
            panel.height == 100
        }
    }
}

extension LayersViewController {
    /// Shows or hides the green panel over the card: a property change the renderer applies to one widget.
    func togglePanel() {
        hiddenPanel.isHidden.toggle()
        navigationItem.rightBarButtonItem?.title = hiddenPanel.isHidden ? "Show panel" : "Hide panel"
    }
}

/// The renderer's showcase.
struct Layers_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Views and layers") { LayersViewController() }
                .summary(
                    "Nested views with text, a rounded bordered card that clips a ribbon, a half-transparent badge "
                        + "and a hidden panel.")
        ]
    }
}
