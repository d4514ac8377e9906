// A settings list: a header, rows of a title with a value or a switch, grouped in cards.

import Cartography
import Foundation

/// One row of the list: a title on the leading side, a value or a switch on the trailing side.
final class SettingsRow: UIView {
    enum Accessory {
        case value(String)
        case toggle(isOn: Bool)
    }

    static let height: CGFloat = 44

    let titleLabel = UILabel()
    let valueLabel = UILabel()
    let toggleTrack = UIView()
    let toggleKnob = UIView()
    let separator = UIView()

    init(title: String, accessory: Accessory, isLast: Bool) {
        super.init(frame: .zero)
        accessibilityIdentifier = title
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 16)
        separator.backgroundColor = UIColor(white: 0.85)
        separator.isHidden = isLast
        for subview in [titleLabel, valueLabel, toggleTrack, separator] { addSubview(subview) }
        toggleTrack.addSubview(toggleKnob)

        switch accessory {
        case .value(let value):
            valueLabel.text = value
            valueLabel.textColor = .gray
            valueLabel.textAlignment = .right
            toggleTrack.isHidden = true
        case .toggle(let isOn):
            valueLabel.isHidden = true
            toggleTrack.backgroundColor = isOn ? UIColor(red: 0.2, green: 0.78, blue: 0.35) : UIColor(white: 0.88)
            toggleTrack.layer.cornerRadius = 15.5
            toggleKnob.backgroundColor = .white
            toggleKnob.layer.cornerRadius = 13.5
        }

        constrain(titleLabel, valueLabel, toggleTrack, separator) { title, value, toggle, separator in
            title.leading == title.superview!.leading + 16
            title.centerY == title.superview!.centerY
            title.height == 22
            title.trailing == value.leading - 8

            value.trailing == value.superview!.trailing - 16
            value.centerY == title.centerY
            value.height == 22
            value.width == 170

            toggle.trailing == toggle.superview!.trailing - 16
            toggle.centerY == title.centerY
            toggle.width == 51
            toggle.height == 31

            separator.leading == title.leading
            separator.trailing == separator.superview!.trailing
            separator.bottom == separator.superview!.bottom
            separator.height == 1
        }
        let isOn = if case .toggle(true) = accessory { true } else { false }
        constrain(toggleKnob) { knob in
            knob.width == 27
            knob.height == 27
            knob.centerY == knob.superview!.centerY
            if isOn {
                knob.trailing == knob.superview!.trailing - 2
            } else {
                knob.leading == knob.superview!.leading + 2
            }
        }
    }

    /// Rows are made in code, never decoded from an archive.
    required init?(coder: NSCoder) {
        return nil
    }
}

/// Settings in two groups, each a rounded card of rows under a caption.
final class SettingsViewController: UIViewController {
    static let groups: [(String, [(String, SettingsRow.Accessory)])] = [
        (
            "ACCOUNT",
            [
                ("Name", .value("Ada Lovelace")), ("Email", .value("ada@example.org")),
                ("Private account", .toggle(isOn: true)),
            ]
        ),
        (
            "NOTIFICATIONS",
            [("Mentions", .toggle(isOn: true)), ("New followers", .toggle(isOn: false)), ("Digest", .value("Weekly"))]
        ),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = UIColor(white: 0.95)

        var previousCard: UIView?
        for (caption, rows) in Self.groups {
            let captionLabel = UILabel()
            captionLabel.text = caption
            captionLabel.font = .systemFont(ofSize: 13)
            captionLabel.textColor = .gray
            let card = UIView()
            card.backgroundColor = .white
            card.layer.cornerRadius = 10
            card.clipsToBounds = true
            card.accessibilityIdentifier = caption.lowercased()
            view.addSubview(captionLabel)
            view.addSubview(card)
            constrain(captionLabel, card) { captionLabel, card in
                captionLabel.leading == captionLabel.superview!.leading + 32
                captionLabel.trailing == captionLabel.superview!.trailing - 32
                captionLabel.height == 18

                card.top == captionLabel.bottom + 6
                card.leading == card.superview!.leading + 16
                card.trailing == card.superview!.trailing - 16
                card.height == SettingsRow.height * CGFloat(rows.count)
            }
            if let previousCard {
                constrain(captionLabel, previousCard) { captionLabel, previous in
                    captionLabel.top == previous.bottom + 28
                }
            } else {
                constrain(captionLabel) { captionLabel in
                    captionLabel.top == captionLabel.superview!.top + 24
                }
            }
            var rowViews: [SettingsRow] = []
            for (index, (title, accessory)) in rows.enumerated() {
                let row = SettingsRow(title: title, accessory: accessory, isLast: index == rows.count - 1)
                card.addSubview(row)
                rowViews.append(row)
            }
            constrain(rowViews) { rows in
                for row in rows {
                    row.leading == row.superview!.leading
                    row.trailing == row.superview!.trailing
                    row.height == SettingsRow.height
                }
                rows[0].top == rows[0].superview!.top
                distribute(by: 0, vertically: rows[0], rows[1], rows[2])
            }
            previousCard = card
        }
    }
}

struct Settings_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Settings") { SettingsViewController() },
            Preview("Settings, small phone", size: CGSize(width: 320, height: 480)) { SettingsViewController() },
        ]
    }
}
