// A --source file written for iOS (@objc, #selector) importing a stand-in module (--module): the window shows it,
// and a save in the module's folder reloads it.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Stand-in modules and Objective-C syntax in the window")
    struct StandInModuleReloadTests {
        /// The card of `ReloadSession.cardFile`, inset by the stand-in module's value, with an `@objc` action
        /// on a `#selector` bar button.
        static let cardFile = """
            import UIKit
            import Cartography
            import Metrics

            final class CardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Grow", style: .plain, target: self, action: #selector(grow))
                    let card = UIView()
                    card.accessibilityIdentifier = "card"
                    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                    view.addSubview(card)
                    constrain(card) { card in
                        card.edges == inset(card.superview!.edges, Spacing.inset)
                    }
                }

                @objc private func grow() {}
            }

            struct Card_Previews: PreviewProvider {
                static var previews: [Preview] { [Preview("Card") { CardViewController() }] }
            }

            """

        static func metricsFile(inset: Int) -> String {
            "import Foundation\n\npublic enum Spacing {\n    public static let inset: CGFloat = \(inset)\n}\n"
        }

        @Test("A save in a --module folder reloads the file that imports it", .timeLimit(.minutes(2)))
        func standInSavesReload() throws {
            let module = try TemporaryFiles()
            let metrics = try module.write("Spacing.swift", Self.metricsFile(inset: 20))
            let session = try ReloadSession(
                options: ["--module", "Metrics=\(module.folder)", "--size", "300x400"], firstText: Self.cardFile)
            defer { session.stop() }
            #expect(try session.app.frames().card == FrameReport.Rect(x: 20, y: 20, width: 260, height: 360))

            try Self.metricsFile(inset: 40).write(toFile: metrics, atomically: true, encoding: .utf8)
            let (reload, frames) = try session.waitForReload()
            #expect(reload.outcome == .ok, "\(reload)")
            #expect(frames.card == FrameReport.Rect(x: 40, y: 40, width: 220, height: 320))
            #expect(try session.app.quit() == 0)
        }
    }
}
