// Traits and devices: a profile card in semantic colours, under a navigation bar, above the home indicator.

import Cartography
import Foundation

/// A screen that looks right in every variant: semantic colours (`systemBackground`, `label`, …) that turn
/// dark with the appearance, a status dot that picks its colour in `traitCollectionDidChange`, leading and
/// trailing constraints that mirror right to left, text that grows with the text scale, a card below the
/// safe area's top (the device's navigation bar) and a footer on the bottom layout guide (its home indicator).
final class TraitsViewController: UIViewController {
    let card = UIView()
    let avatar = UIView()
    let name = UILabel()
    let status = UIView()
    let detail = UILabel()
    let footer = UIView()
    let footerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        view.backgroundColor = .systemBackground
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        avatar.backgroundColor = SystemColors.blue
        avatar.layer.cornerRadius = 24
        name.text = "Ada Lovelace"
        name.font = .boldSystemFont(ofSize: 20)
        name.textColor = .label
        status.layer.cornerRadius = 6
        status.backgroundColor = SystemColors.green
        detail.text = fourLetterWords(12)
        detail.font = .systemFont(ofSize: 15)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        footer.backgroundColor = .secondarySystemBackground
        footerLabel.text = "On the bottom layout guide"
        footerLabel.font = .systemFont(ofSize: 15)
        footerLabel.textColor = .secondaryLabel
        for (subview, name) in [
            (card, "card"), (avatar, "avatar"), (self.name, "name"), (status, "status"), (detail, "detail"),
            (footer, "footer"), (footerLabel, "footerLabel"),
        ] {
            subview.accessibilityIdentifier = name
        }
        view.addSubview(card)
        card.addSubview(avatar)
        card.addSubview(name)
        card.addSubview(status)
        card.addSubview(detail)
        view.addSubview(footer)
        footer.addSubview(footerLabel)

        constrain(card, view.safeAreaLayoutGuide) { card, safeArea in
            card.top == safeArea.top + 16
            card.leading == safeArea.leading + 16
            card.trailing == safeArea.trailing - 16
        }
        constrain(card, avatar, name, status) { card, avatar, name, status in
            avatar.top == card.top + 16
            avatar.leading == card.leading + 16
            avatar.width == 48
            avatar.height == 48
            name.leading == avatar.trailing + 12
            name.centerY == avatar.centerY
            status.leading == name.trailing + 8
            status.centerY == name.centerY
            status.width == 12
            status.height == 12
            status.trailing <= card.trailing - 16
        }
        constrain(card, avatar, detail) { card, avatar, detail in
            detail.top == avatar.bottom + 12
            detail.leading == card.leading + 16
            detail.trailing == card.trailing - 16
            card.bottom == detail.bottom + 16
        }
        constrain(footer, footerLabel) { footer, label in
            footer.bottom == bottomLayoutGuideCartography
            footer.leading == footer.superview!.leading
            footer.trailing == footer.superview!.trailing
            footer.height == 44
            label.center == footer.center
        }
    }

    /// The status dot is green on light backgrounds and a lighter green on dark ones, chosen here as UIKit
    /// code that predates dynamic colours does.
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        status.backgroundColor =
            traitCollection.userInterfaceStyle == .dark
            ? UIColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255) : SystemColors.green
    }
}

struct Traits_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview(
                "Traits and devices",
                variants: [.iPhoneSE, .iPhoneSE.dark, .iPhoneSE.rightToLeft, .iPhoneSE.textScale(1.5), .iPhone15]
            ) { TraitsViewController() }
            .summary(
                "Semantic colours that turn dark, leading and trailing that mirror, text that grows, a card under the "
                    + "navigation bar and a footer above the home indicator: see it with --sheet.")
        ]
    }
}
