// Three song cells one under the other, as a table shows them, with the artwork shipped in Resources/gallery.

import Cartography
import Foundation

/// A short playlist: three ``SongCell``s of 84 points, full width, with hairline separators between
/// them; the last title is too long for a phone and is compressed before the duration.
final class SongListViewController: UIViewController {
    static let songs: [(title: String, artist: String, album: String, duration: String)] = [
        ("Bohemian Rhapsody", "Queen", "A Night at the Opera", "5:55"),
        ("Heroes", "David Bowie", "Heroes", "6:07"),
        ("The Show Must Go On (Live at Wembley 86)", "Queen", "Live at Wembley", "4:31"),
    ]
    private(set) var cells: [SongCell] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Songs"
        view.backgroundColor = .white
        let artwork = GalleryImages.named("artwork")
        for (index, song) in Self.songs.enumerated() {
            let cell = SongCell(style: .default, reuseIdentifier: "song")
            cell.configure(
                title: song.title, artist: song.artist, album: song.album, duration: song.duration, artwork: artwork,
                name: "song\(index)")
            view.addSubview(cell)
            cells.append(cell)
        }
        constrain(cells) { cells in
            for (index, cell) in cells.enumerated() {
                cell.leading == cell.superview!.leading
                cell.trailing == cell.superview!.trailing
                cell.height == 84
                if index == 0 {
                    cell.top == cell.superview!.top
                } else {
                    cell.top == cells[index - 1].bottom + 1
                }
            }
        }
        view.backgroundColor = UIColor(white: 0.85)
        for cell in cells { cell.backgroundColor = .white }
    }
}

struct SongList_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Song cells") { SongListViewController() }
                .summary(
                    "A ported song cell: artwork, title, artist, album, duration on the title's baseline; a long title "
                        + "is compressed before the duration (compression 750 < 751).")
        ]
    }
}
