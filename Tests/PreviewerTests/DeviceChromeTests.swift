// Device presets in --sheet and --record: the bars over the root, the safe area and layout guides they give.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Device chrome (--sheet, --record)")
    struct DeviceChromeTests {
        /// A titled yellow screen with an Edit button, its red view inset 40 from the safe area's sides.
        static let inboxFile = """
            import Cartography
            import Foundation

            final class InboxViewController: ViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Inbox"
                    navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
                    view.backgroundColor = Color(red: 1, green: 1, blue: 0)
                    let safe = View()
                    safe.backgroundColor = Color(red: 1, green: 0, blue: 0)
                    view.addSubview(safe)
                    constrain(safe, view.safeAreaLayoutGuide) { safe, area in
                        safe.top == area.top
                        safe.bottom == area.bottom
                        safe.leading == area.leading + 40
                        safe.trailing == area.trailing - 40
                    }
                }
            }

            struct Inbox_Previews: PreviewProvider {
                static var previews: [Preview] {
                    [Preview("Inbox", variants: [.iPhone8, .iPhone15, .iPhone15.withoutChrome]) { InboxViewController() }]
                }
            }
            """

        @Test(
            "--record: the safe area is 64 under an iPhone 8's bars, 103 and 34 on an iPhone 15",
            .timeLimit(.minutes(2)))
        func frames() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let source = try files.write("Inbox.swift", Self.inboxFile)
                let folder = try ShotsFolder.folder(for: "chrome-record").appendingPathComponent("golden")
                try? FileManager.default.removeItem(at: folder)
                let run = try OneShotRun(
                    ["--source", source, "--preview", "Inbox", "--record", folder.path],
                    environment: display.appEnvironment
                )
                #expect(run.status == 0, "stderr: \(run.errors)")
                for (variant, frame) in [
                    ("iPhone-8", [40, 64, 295, 603]), ("iPhone-15", [40, 103, 313, 715]),
                    ("iPhone-15-no-bars", [40, 0, 313, 852]),
                ] {
                    let data = try Data(contentsOf: folder.appendingPathComponent("Inbox/\(variant).json"))
                    let tree = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
                    let views = try #require(tree["views"] as? [String: Any])
                    let children = try #require(views["children"] as? [[String: Any]])
                    let box = try #require(children.first?["frame"] as? [String: Int])
                    #expect([box["x"], box["y"], box["width"], box["height"]] == frame, "\(variant)")
                    // The golden picture is the root alone; the bars are the sheet's.
                    let picture = try RGBImage(contentsOf: folder.appendingPathComponent("Inbox/\(variant).png").path)
                    let yellow = RGB(red: 255, green: 255, blue: 0)
                    #expect(
                        picture[200, 30] == (variant == "iPhone-15-no-bars" ? RGB(red: 255, green: 0, blue: 0) : yellow)
                    )
                }
            }
        }

        @Test("--sheet draws the status bar, the navigation bar and the home indicator", .timeLimit(.minutes(2)))
        func pixels() throws {
            try withDisplay { display in
                let files = try TemporaryFiles()
                let source = try files.write("Inbox.swift", Self.inboxFile)
                let path = try ShotsFolder.folder(for: "chrome-sheet").appendingPathComponent("inbox.png").path
                let run = try OneShotRun(
                    ["--source", source, "--preview", "Inbox", "--sheet", path], environment: display.appEnvironment)
                #expect(run.status == 0, "stderr: \(run.errors)")
                let sheet = try RGBImage(contentsOf: path)
                let red = RGB(red: 255, green: 0, blue: 0)
                // iPhone 8 at (16, 16): the translucent bar (97 % grey at 94 %) over the yellow root, its hairline at
                // 63, the red view from 64 on.
                let phone8 = (x: 16, y: 16)
                #expect(
                    sheet[phone8.x + 100, phone8.y + 40].isClose(to: RGB(red: 248, green: 248, blue: 232), tolerance: 3)
                )
                #expect(
                    sheet[phone8.x + 100, phone8.y + 63].isClose(to: RGB(red: 174, green: 174, blue: 162), tolerance: 4)
                )
                #expect(sheet[phone8.x + 100, phone8.y + 64] == red)
                #expect(sheet[phone8.x + 20, phone8.y + 100] == RGB(red: 255, green: 255, blue: 0))
                // The clock, centred in the 20-point status bar, and the title, centred in the bar: dark pixels.
                #expect(darkPixels(in: sheet, x: phone8.x + 170...phone8.x + 205, y: phone8.y + 4...phone8.y + 16) > 10)
                #expect(
                    darkPixels(in: sheet, x: phone8.x + 160...phone8.x + 215, y: phone8.y + 30...phone8.y + 55) > 20)
                // The Edit button, in the tint's blue at the right.
                #expect(
                    bluePixels(in: sheet, x: phone8.x + 320...phone8.x + 370, y: phone8.y + 30...phone8.y + 55) > 10)
                // iPhone 15 beside it: the Dynamic Island, the bar down to 103, the home indicator 8 above the bottom.
                let phone15 = (x: 16 + 375 + 16, y: 16)
                #expect(sheet[phone15.x + 196, phone15.y + 29] == .black)
                #expect(
                    sheet[phone15.x + 100, phone15.y + 102].isClose(
                        to: RGB(red: 174, green: 174, blue: 162), tolerance: 4))
                #expect(sheet[phone15.x + 100, phone15.y + 103] == red)
                #expect(sheet[phone15.x + 196, phone15.y + 852 - 10] == .black)
                #expect(sheet[phone15.x + 100, phone15.y + 852 - 35] == red)
                #expect(sheet[phone15.x + 100, phone15.y + 852 - 34] == RGB(red: 255, green: 255, blue: 0))
                // Without bars: the red view from the top, nothing drawn over it.
                let bare = (x: 16 + 375 + 16 + 393 + 16, y: 16)
                #expect(sheet[bare.x + 196, bare.y + 29] == red && sheet[bare.x + 196, bare.y + 852 - 10] == red)
            }
        }

        func darkPixels(in image: RGBImage, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Int {
            var count = 0
            for row in y {
                for column in x
                where max(image[column, row].red, image[column, row].green, image[column, row].blue) < 100 {
                    count += 1
                }
            }
            return count
        }

        func bluePixels(in image: RGBImage, x: ClosedRange<Int>, y: ClosedRange<Int>) -> Int {
            var count = 0
            for row in y {
                for column in x where image[column, row].blue > 200 && image[column, row].red < 120 { count += 1 }
            }
            return count
        }
    }
}
