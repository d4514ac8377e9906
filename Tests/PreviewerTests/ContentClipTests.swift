// A view's own content (an image, text) is cut at its rounded bounds when it clips, as UIKit's masksToBounds
// cuts a layer's contents, not only its sublayers.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Clipping a view's own content")
    struct ContentClipTests {
        static let green = RGB(red: 0, green: 255, blue: 0)

        /// Two 120-point image views of the gallery's artwork on green, both with a corner radius of 60: the
        /// first clips to its bounds (a circle on iOS), the second does not (square picture, as on iOS).
        static func screen(artwork: String) -> String {
            """
            import Cartography
            import Foundation

            final class AvatarsViewController: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
                    for (name, clips) in [("round", true), ("square", false)] {
                        let avatar = UIImageView(image: UIImage(contentsOfFile: "\(artwork)"))
                        avatar.accessibilityIdentifier = name
                        avatar.contentMode = .scaleToFill
                        avatar.layer.cornerRadius = 60
                        avatar.clipsToBounds = clips
                        view.addSubview(avatar)
                        constrain(avatar) { avatar in
                            avatar.width == 120
                            avatar.height == 120
                            avatar.top == avatar.superview!.top + 40
                            avatar.left == avatar.superview!.left + (clips ? 40 : 200)
                        }
                    }
                }
            }

            struct Avatars_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Avatars") { AvatarsViewController() }] }
            }

            """
        }

        @Test("An image view with a corner radius that clips is drawn round; one that does not stays square")
        func roundImageView() throws {
            let artwork = RepositoryFiles.root.appendingPathComponent("Resources/gallery/artwork@2x.png").path
            let session = try ReloadSession(
                options: ["--size", "360x200", "--preview", "Avatars"], firstText: Self.screen(artwork: artwork))
            defer { session.stop() }
            let frames = try session.app.frames()
            let round = try #require(frames.views.find("round")?.frame)
            let square = try #require(frames.views.find("square")?.frame)
            #expect(round == FrameReport.Rect(x: 40, y: 40, width: 120, height: 120))
            #expect(square == FrameReport.Rect(x: 200, y: 40, width: 120, height: 120))
            // 3 px in from a corner is 80 px from the centre, outside a circle of radius 60; the centres show
            // the picture in both.
            let corners = [(3, 3), (116, 3), (3, 116), (116, 116)]
            for (x, y) in corners {
                let roundCorner = try session.contentPixel(frames, x: round.x + x, y: round.y + y, name: "round")
                #expect(roundCorner.isClose(to: Self.green), "round corner at \(x),\(y): \(roundCorner)")
                let squareCorner = try session.contentPixel(frames, x: square.x + x, y: square.y + y, name: "square")
                #expect(
                    !squareCorner.isClose(to: Self.green, tolerance: 40), "square corner at \(x),\(y): \(squareCorner)")
            }
            let centre = try session.contentPixel(frames, x: round.x + 60, y: round.y + 60, name: "centre")
            #expect(!centre.isClose(to: Self.green, tolerance: 40), "\(centre)")
            #expect(try session.app.quit() == 0)
        }
    }
}
