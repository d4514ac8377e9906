// A music app's song cell, ported: artwork, title, artist, album and duration in a UITableViewCell subclass.

import Cartography
import Foundation

/// A song row as iOS apps write it with Cartography: the artwork at the leading margin, three labels
/// stacked beside it, the duration at the trailing margin on the title's baseline.
final class SongCell: UITableViewCell {
    let artwork = UIImageView()
    let titleLabel = UILabel()
    let artistLabel = UILabel()
    let albumLabel = UILabel()
    let durationLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        for label in [artistLabel, albumLabel, durationLabel] {
            label.font = UIFont.systemFont(ofSize: 10)
            label.textColor = .gray
        }
        // The duration never gives way to a long title (with equal resistance either could).
        durationLabel.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        artwork.contentMode = .scaleAspectFill
        artwork.clipsToBounds = true
        artwork.layer.cornerRadius = 4
        for view in [artwork, titleLabel, artistLabel, albumLabel, durationLabel] as [UIView] {
            contentView.addSubview(view)
        }
        constrain(artwork, titleLabel, artistLabel, albumLabel, durationLabel) {
            artwork, title, artist, album, duration in
            let content = artwork.superview!
            artwork.leading == content.leadingMargin
            artwork.centerY == content.centerY
            artwork.top >= content.topMargin
            // Fixed, as apps size artwork: with its image's size only, it would resist compression at 750
            // like the title, and which of the two gives way in a narrow row would be ambiguous.
            artwork.width == 60
            artwork.height == 60

            title.leading == artwork.trailing + 12
            title.top == artwork.top
            title.trailing <= duration.leading - 8

            artist.leading == title.leading
            artist.top == title.bottom + 4
            artist.trailing <= content.trailingMargin

            album.leading == title.leading
            album.top == artist.bottom + 2
            album.trailing <= content.trailingMargin

            duration.trailing == content.trailingMargin
            duration.firstBaseline == title.firstBaseline
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shows a song; `name` prefixes the views' identifiers (`song0.title`) for reports and tests.
    func configure(
        title: String, artist: String, album: String, duration: String, artwork image: UIImage?, name: String
    ) {
        titleLabel.text = title
        artistLabel.text = artist
        albumLabel.text = album
        durationLabel.text = duration
        artwork.image = image
        accessibilityIdentifier = name
        for (view, part) in [
            (artwork, "artwork"), (titleLabel, "title"), (artistLabel, "artist"), (albumLabel, "album"),
            (durationLabel, "duration"),
        ] as [(UIView, String)] {
            view.accessibilityIdentifier = "\(name).\(part)"
        }
    }
}
