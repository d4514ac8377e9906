// A profile header: avatar, name, handle and bio beside it, a Follow button, and a row of counts.

import Cartography
import Foundation

/// The top of a user's profile, as a social app shows it.
final class ProfileHeaderViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let handleLabel = UILabel()
    let bioLabel = UILabel()
    let followButton = UIView()
    let followTitle = UILabel()
    let stats = UIView()
    let statLabels = ["128 posts", "4,096 followers", "311 following"].map { text -> UILabel in
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 14)
        label.textAlignment = .center
        return label
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .white

        avatar.backgroundColor = UIColor(red: 0.35, green: 0.55, blue: 0.85)
        avatar.layer.cornerRadius = 36
        avatar.accessibilityIdentifier = "avatar"

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 20)
        nameLabel.accessibilityIdentifier = "name"
        handleLabel.text = "@ada"
        handleLabel.font = .systemFont(ofSize: 15)
        handleLabel.textColor = .gray
        handleLabel.accessibilityIdentifier = "handle"
        bioLabel.text = "Writes programs for engines to come."
        bioLabel.font = .systemFont(ofSize: 15)
        bioLabel.accessibilityIdentifier = "bio"

        followButton.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.95)
        followButton.layer.cornerRadius = 8
        followButton.accessibilityIdentifier = "follow"
        followTitle.text = "Follow"
        followTitle.font = .boldSystemFont(ofSize: 15)
        followTitle.textColor = .white
        followTitle.textAlignment = .center
        followButton.addSubview(followTitle)

        stats.backgroundColor = UIColor(white: 0.95)
        stats.accessibilityIdentifier = "stats"
        statLabels.forEach(stats.addSubview)

        for subview in [avatar, nameLabel, handleLabel, bioLabel, followButton, stats] {
            view.addSubview(subview)
        }

        // Labels have no intrinsic size yet: their heights are given, their widths follow the layout.
        constrain(avatar, nameLabel, handleLabel, followButton) { avatar, name, handle, follow in
            avatar.top == avatar.superview!.top + 20
            avatar.leading == avatar.superview!.leading + 16
            avatar.width == 72
            avatar.height == 72

            name.top == avatar.top + 8
            name.leading == avatar.trailing + 12
            name.trailing == follow.leading - 8
            name.height == 24

            handle.top == name.bottom + 4
            handle.leading == name.leading
            handle.trailing == name.trailing
            handle.height == 20

            follow.centerY == name.bottom
            follow.trailing == follow.superview!.trailing - 16
            follow.width == 88
            follow.height == 32
        }
        constrain(followTitle) { title in
            title.edges == title.superview!.edges
        }
        constrain(bioLabel, avatar, stats) { bio, avatar, stats in
            bio.top == avatar.bottom + 12
            bio.leading == avatar.leading
            bio.trailing == bio.superview!.trailing - 16
            bio.height == 20

            stats.top == bio.bottom + 16
            stats.leading == stats.superview!.leading
            stats.trailing == stats.superview!.trailing
            stats.height == 48
        }
        constrain(statLabels) { labels in
            for label in labels {
                label.top == label.superview!.top
                label.bottom == label.superview!.bottom
            }
            labels[0].leading == labels[0].superview!.leading
            labels[2].trailing == labels[2].superview!.trailing
            labels[1].width == labels[0].width
            labels[2].width == labels[0].width
            distribute(by: 0, horizontally: labels[0], labels[1], labels[2])
        }
    }
}

struct ProfileHeader_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Profile header") { ProfileHeaderViewController() },
            Preview("Profile header, wide", size: CGSize(width: 800, height: 400)) { ProfileHeaderViewController() },
            Preview("Profile header, right to left", layoutDirection: .rightToLeft) {
                ProfileHeaderViewController()
            },
        ]
    }
}
