// Two screens written as iOS code is, laid out with the deterministic measurer: frames worked out by hand as iOS would give them.

import Foundation
import Testing

@testable import Cartography

// Fonts are multiples of 5 points so the fixed metrics are exact: 15 points is 9 a character and 18 a
// line (first baseline 14.25 below the top), 10 points is 6 and 12 (baseline 9.5).

/// A music app's song cell: artwork, title, artist, album and duration, as a UITableViewCell subclass.
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
        // The duration never gives way to a long title (with equal resistance either could, and
        // which one would be arbitrary, as on iOS).
        durationLabel.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        artwork.contentMode = .scaleAspectFill
        artwork.clipsToBounds = true
        for (view, name) in [
            (artwork, "artwork"), (titleLabel, "title"), (artistLabel, "artist"), (albumLabel, "album"),
            (durationLabel, "duration"),
        ] as [(UIView, String)] {
            view.accessibilityIdentifier = name
            contentView.addSubview(view)
        }
        constrain(artwork, titleLabel, artistLabel, albumLabel, durationLabel) {
            artwork, title, artist, album, duration in
            let content = artwork.superview!
            artwork.leading == content.leadingMargin
            artwork.centerY == content.centerY
            artwork.top >= content.topMargin

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

    func configure(title: String, artist: String, album: String, duration: String, artwork image: UIImage?) {
        titleLabel.text = title
        artistLabel.text = artist
        albumLabel.text = album
        durationLabel.text = duration
        artwork.image = image
    }
}

/// A settings row: a coloured icon, a title and a switch, as a UITableViewCell subclass.
final class SwitchCell: UITableViewCell {
    let icon = UIView()
    let title = UILabel()
    let toggle = UISwitch()
    private(set) var changes: [Bool] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        icon.backgroundColor = .red
        icon.layer.cornerRadius = 6
        title.font = .systemFont(ofSize: 15)
        for view in [icon, title, toggle] as [UIView] { contentView.addSubview(view) }
        constrain(icon, title, toggle) { icon, title, toggle in
            let content = icon.superview!
            icon.leading == content.leadingMargin
            icon.centerY == content.centerY
            icon.width == 29
            icon.height == 29
            title.leading == icon.trailing + 15
            title.centerY == content.centerY
            title.trailing <= toggle.leading - 8
            toggle.trailing == content.trailingMargin
            toggle.centerY == content.centerY
        }
        toggle.addAction(UIAction { [unowned self] _ in changes.append(toggle.isOn) }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct PortedScreenTests {
    let images = TestImages()

    /// A 375 × 84 row (iPhone 8 width). Content margins are 16 at the sides, 11 above and below.
    func songCell(title: String) throws -> (root: View, cell: SongCell) {
        let artwork = try #require(UIImage(contentsOfFile: images.png("cover@2x.png", width: 120, height: 120)))
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let cell = SongCell(style: .default, reuseIdentifier: "song")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 84)
        root.addSubview(cell)
        cell.configure(title: title, artist: "Queen", album: "A Night at the Opera", duration: "5:55", artwork: artwork)
        root.layoutIfNeeded()
        return (root, cell)
    }

    @Test func songCell() throws {
        let (root, cell) = try songCell(title: "Bohemian Rhapsody")
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 84))
        // Artwork: 120 × 120 pixels at @2x is 60 × 60 points, at the leading margin, centred: 42 - 30.
        #expect(cell.artwork.frame == CGRect(x: 16, y: 12, width: 60, height: 60))
        // Title: 17 characters × 9 = 153, one 18-point line; 12 after the artwork (76 + 12), level with it.
        #expect(cell.titleLabel.frame == CGRect(x: 88, y: 12, width: 153, height: 18))
        // Artist: 5 × 6 = 30 by 12, 4 below the title (30 + 4).
        #expect(cell.artistLabel.frame == CGRect(x: 88, y: 34, width: 30, height: 12))
        // Album: 20 × 6 = 120 by 12, 2 below the artist (46 + 2).
        #expect(cell.albumLabel.frame == CGRect(x: 88, y: 48, width: 120, height: 12))
        // Duration: 4 × 6 = 24, trailing at 375 - 16 = 359. Its baseline meets the title's:
        // 12 + 18 / 2 - 18 / 2 + 14.25 = 26.25, and its own is 9.5 below its top: y = 16.75.
        #expect(cell.durationLabel.frame == CGRect(x: 335, y: 16.75, width: 24, height: 12))
        let diagnostics = root.layoutDiagnostics()
        #expect(diagnostics.isClean)
        #expect(diagnostics.brokenConstraints.isEmpty)
        // The content size constraints are named by what they are in the report.
        #expect(diagnostics.report.contains("title.width <= 153 (content size, hugging 250)"))
        #expect(diagnostics.report.contains("artwork.height >= 60 (content size, compression resistance 750)"))
    }

    /// A title too long for the row is compressed (iOS truncates it): it ends 8 before the duration
    /// (335 - 8 = 327), so it is 327 - 88 = 239 wide instead of 40 × 9 = 360; the lost compression
    /// resistance is reported as a broken priority, off by 121.
    @Test func songCellWithALongTitle() throws {
        let (root, cell) = try songCell(title: "The Show Must Go On (Live at Wembley 86)")
        #expect(cell.titleLabel.frame == CGRect(x: 88, y: 12, width: 239, height: 18))
        #expect(cell.durationLabel.frame == CGRect(x: 335, y: 16.75, width: 24, height: 12))
        let broken = root.layoutDiagnostics().brokenConstraints
        #expect(broken.count == 1)
        #expect(broken.first?.constraint.firstItem === cell.titleLabel && broken.first?.violation == 121)
        // With equal resistance, what gives way is not decided: the artwork, the title and the duration
        // all resist at 750, so the 121 missing points could come from any of them. Ambiguous, as on iOS.
        cell.durationLabel.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        #expect(cell.artwork.ambiguousFrameAttributes == [.width])
        #expect(cell.titleLabel.ambiguousFrameAttributes == [.x, .width])
        #expect(cell.durationLabel.ambiguousFrameAttributes == [.x, .width])
    }

    /// A 375 × 44 row: icon 29 × 29 centred (22 - 14.5), title after it, switch at the trailing margin.
    @Test func settingsCellWithASwitch() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let cell = SwitchCell(style: .default, reuseIdentifier: "setting")
        cell.frame = CGRect(x: 0, y: 44, width: 375, height: 44)
        cell.title.text = "Airplane Mode"
        root.addSubview(cell)
        root.layoutIfNeeded()
        #expect(cell.icon.frame == CGRect(x: 16, y: 7.5, width: 29, height: 29))
        // "Airplane Mode": 13 × 9 = 117 by 18, 15 after the icon (45 + 15), centred: 22 - 9.
        #expect(cell.title.frame == CGRect(x: 60, y: 13, width: 117, height: 18))
        // The switch: 51 × 31, trailing at 359, centred: 22 - 15.5.
        #expect(cell.toggle.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31))
        #expect(root.layoutDiagnostics().isClean)
        cell.toggle.toggle()
        cell.toggle.toggle()
        #expect(cell.changes == [true, false])
        // Drawn as the previewer will: the switch's track and thumb, off.
        let canvas = RecordingCanvas()
        cell.toggle.draw(in: canvas)
        #expect(canvas.calls.first == "fill (0, 0, 51, 31) radius 15.5 \(Switch.offTrackColor)")
    }
}
