// The variants canvas: the preview in several variants at once, each tile live, exact in frames and pixels.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Variants canvas")
    struct VariantsCanvasTests {
        /// A card pinned to the safe area that picks its colour by the appearance, a label under it, and a
        /// Widen bar button that makes the card twice as wide; in five declared variants.
        static let tilesFile = """
            import Cartography
            import Foundation

            final class Card: View {
                override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                    backgroundColor = traitCollection.userInterfaceStyle == .dark
                        ? Color(red: 1, green: 0.5, blue: 0) : Color(red: 0, green: 0, blue: 1)
                }
            }

            final class TilesViewController: ViewController {
                let card = Card()
                var width = ConstraintGroup()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Tiles"
                    view.backgroundColor = .systemBackground
                    card.backgroundColor = Color(red: 0, green: 0, blue: 1)
                    card.accessibilityIdentifier = "card"
                    let greeting = Label()
                    greeting.text = "Hello"
                    greeting.font = .systemFont(ofSize: 15)
                    greeting.textColor = .label
                    greeting.accessibilityIdentifier = "greeting"
                    view.addSubview(card)
                    view.addSubview(greeting)
                    constrain(card, greeting, view.safeAreaLayoutGuide) { card, greeting, safeArea in
                        card.leading == safeArea.leading + 20
                        card.top == safeArea.top + 20
                        card.height == 40
                        greeting.leading == card.leading
                        greeting.top == card.bottom + 20
                    }
                    width = constrain(card) { card in card.width == 40 }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Widen", style: .plain) { [unowned self] in
                        self.width = constrain(self.card, replace: self.width) { card in card.width == 80 }
                    }
                }
            }

            struct Tiles_Previews: PreviewProvider {
                static let small = PreviewVariant("Small", size: CGSize(width: 200, height: 150))
                static var previews: [Preview] {
                    [Preview("Tiles", variants: [small, small.dark, small.rightToLeft, small.textScale(2), .iPhone8]) {
                        TilesViewController()
                    }]
                }
            }
            """

        static let blue = RGB(red: 0, green: 0, blue: 255)
        static let orange = RGB(red: 255, green: 128, blue: 0)

        static func start(test: String) throws -> (LiveGrid, TemporaryFiles) {
            let files = try TemporaryFiles()
            let source = try files.write("Tiles.swift", tilesFile)
            let live = try LiveGrid(
                options: ["--source", source, "--preview", "Tiles", "--size", "700x600", "--seed", "3"], test: test)
            return (live, files)
        }

        static func variants(_ reply: ControlReply) throws -> VariantsReply {
            #expect(reply.ok, "\(reply.error ?? "")")
            return try #require(reply.variants, "no variants in the reply to \(reply.command)")
        }

        static func card(_ tile: VariantsReply.Tile) throws -> FrameReport.Rect {
            try #require(tile.views.find("card"), "no card in \(tile.name)").frame
        }

        @Test(
            "Each declared variant is a live tile, exact for its size and traits: RTL mirrored, dark colours, text at 200 %, 64 points under an iPhone 8's navigation bar",
            .timeLimit(.minutes(2)))
        func tiles() throws {
            let (live, files) = try Self.start(test: "variants-canvas")
            defer { live.stop() }
            _ = files
            let single = live.shots.appendingPathComponent("single-before.png").path
            try live.app.snapshot(to: single)
            var canvas = try Self.variants(try live.app.send("variants on"))
            #expect(canvas.on && canvas.set == "declared")
            #expect(canvas.tiles.map(\.name) == ["Small", "Small dark", "Small RTL", "Small text 200 %", "iPhone 8"])
            canvas = try Self.variants(try live.app.send("variants zoom 100"))
            #expect(canvas.zoom == 100 && canvas.tiles.allSatisfy { $0.scale == 1 })
            let path = live.shots.appendingPathComponent("tiles.png").path
            try live.app.snapshot(to: path)
            let picture = try RGBImage(contentsOf: path)

            let light = try #require(canvas.tile("Small"))
            let dark = try #require(canvas.tile("Small dark"))
            let mirrored = try #require(canvas.tile("Small RTL"))
            let large = try #require(canvas.tile("Small text 200 %"))
            let phone = try #require(canvas.tile("iPhone 8"))
            // Every screen is its variant's size at 100 %, and each tile laid out its own tree.
            for tile in canvas.tiles {
                #expect(tile.frame.width == tile.size.width && tile.frame.height == tile.size.height, "\(tile.name)")
                #expect(
                    tile.views.frame == FrameReport.Rect(x: 0, y: 0, width: tile.size.width, height: tile.size.height))
                #expect(tile.layoutPasses >= 1)
            }
            #expect(light.caption == "Small · 200 × 150" && phone.caption == "iPhone 8 · 375 × 667")
            #expect(
                light.size == FrameReport.Size(width: 200, height: 150)
                    && phone.size == FrameReport.Size(width: 375, height: 667))
            // Light: the blue card 20 from the top left, on white.
            #expect(try Self.card(light) == FrameReport.Rect(x: 20, y: 20, width: 40, height: 40))
            #expect(picture[light.frame.x + 40, light.frame.y + 40] == Self.blue)
            #expect(picture[light.frame.x + 150, light.frame.y + 130] == .white)
            // Dark: the card orange (its traitCollectionDidChange), the system background black; the same frames.
            let darkCard = try Self.card(dark)
            #expect(try dark.style == "dark" && darkCard == Self.card(light))
            #expect(dark.views.find("card")?.color == [1, 0.5, 0, 1])
            #expect(picture[dark.frame.x + 40, dark.frame.y + 40].isClose(to: Self.orange, tolerance: 1))
            #expect(picture[dark.frame.x + 150, dark.frame.y + 130] == .black)
            // Right to left: the card 20 from the right edge.
            #expect(mirrored.layoutDirection == "rtl")
            #expect(try Self.card(mirrored) == FrameReport.Rect(x: 140, y: 20, width: 40, height: 40))
            #expect(picture[mirrored.frame.x + 160, mirrored.frame.y + 40] == Self.blue)
            #expect(picture[mirrored.frame.x + 40, mirrored.frame.y + 40] == .white)
            // Text at 200 %: the label twice as wide as in the light tile (Pango's measure, within a few pixels).
            let label = try #require(light.views.find("greeting")).frame
            let largeLabel = try #require(large.views.find("greeting")).frame
            #expect(large.textScale == 2 && abs(largeLabel.width - 2 * label.width) <= 3, "\(label) \(largeLabel)")
            // The iPhone 8: 64 points of status and navigation bar at the top, the card under them, the bars drawn.
            #expect(phone.safeArea == [64, 0, 0, 0] && phone.chrome)
            #expect(try Self.card(phone) == FrameReport.Rect(x: 20, y: 84, width: 40, height: 40))
            #expect(picture[phone.frame.x + 40, phone.frame.y + 104] == Self.blue)
            #expect(picture[phone.frame.x + 40, phone.frame.y + 74] == .white)
            let bar = picture[phone.frame.x + 300, phone.frame.y + 40]
            #expect(bar != .white && bar.isClose(to: RGB(red: 247, green: 247, blue: 247), tolerance: 3), "\(bar)")
            // Without the bars drawn, the same layout shows the white background there.
            canvas = try Self.variants(try live.app.send("variants bars off"))
            let bare = live.shots.appendingPathComponent("tiles-no-bars.png").path
            try live.app.snapshot(to: bare)
            let barePhone = try #require(canvas.tile("iPhone 8"))
            #expect(!barePhone.chrome && barePhone.safeArea == [64, 0, 0, 0])
            #expect(try RGBImage(contentsOf: bare)[barePhone.frame.x + 300, barePhone.frame.y + 40] == .white)

            // Back to the single preview: pixel for pixel what it was.
            let off = try live.app.send("variants off")
            #expect(off.ok && off.variants?.on == false)
            let after = live.shots.appendingPathComponent("single-after.png").path
            try live.app.snapshot(to: after)
            let before = try RGBImage(contentsOf: single)
            let restored = try RGBImage(contentsOf: after)
            #expect(before.width == restored.width && before.height == restored.height)
            let frames = try #require(off.frames)
            let differing = PixelExpectations.differingPixels(
                before, at: (0, 0), restored, at: (0, 0), width: frames.content.x + frames.content.width,
                height: frames.content.y + frames.content.height)
            #expect(differing == 0, "\(differing) pixels differ after the variants were shown and hidden")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "\(live.app.stderr)")
        }

        @Test("Refresh (the bar button) taps every tile's own; the single preview follows", .timeLimit(.minutes(2)))
        func refresh() throws {
            let (live, files) = try Self.start(test: "variants-refresh")
            defer { live.stop() }
            _ = files
            var canvas = try Self.variants(try live.app.send("variants on"))
            canvas = try Self.variants(try live.app.send("variants zoom 100"))
            #expect(try canvas.tiles.map { try Self.card($0).width } == [40, 40, 40, 40, 40])
            let passes = canvas.tiles.map(\.layoutPasses)
            canvas = try Self.variants(try live.app.send("refresh"))
            #expect(try canvas.tiles.map { try Self.card($0).width } == [80, 80, 80, 80, 80])
            #expect(zip(canvas.tiles.map(\.layoutPasses), passes).allSatisfy { $0 > $1 })
            #expect(
                try Self.card(try #require(canvas.tile("Small RTL")))
                    == FrameReport.Rect(x: 100, y: 20, width: 80, height: 40)
            )
            let path = live.shots.appendingPathComponent("refreshed.png").path
            try live.app.snapshot(to: path)
            let picture = try RGBImage(contentsOf: path)
            let light = try #require(canvas.tile("Small"))
            #expect(picture[light.frame.x + 90, light.frame.y + 40] == Self.blue)
            // A set chosen later is made afresh and replays the tap: the same content.
            canvas = try Self.variants(try live.app.send("variants devices"))
            #expect(try canvas.tiles.map { try Self.card($0).width } == [80, 80, 80, 80, 80])
            let off = try live.app.send("variants off")
            #expect(off.frames?.views.find("card")?.frame.width == 80)
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "\(live.app.stderr)")
        }

        @Test(
            "The sets (devices, directions, text sizes, light and dark), a typed W×H, the zoom, another preview",
            .timeLimit(.minutes(2)))
        func sets() throws {
            let (live, files) = try Self.start(test: "variants-sets")
            defer { live.stop() }
            _ = files
            // Choosing a set turns the canvas on.
            var canvas = try Self.variants(try live.app.send("variants devices"))
            #expect(canvas.on && canvas.set == "devices")
            #expect(
                canvas.tiles.map { "\($0.size)" } == ["320×568", "375×667", "393×852", "768×1024", "1280×800"])
            #expect(
                canvas.tiles.map(\.safeArea) == [
                    [64, 0, 0, 0], [64, 0, 0, 0], [103, 0, 34, 0], [70, 0, 0, 0], [0, 0, 0, 0],
                ])
            // Fitted: the tallest tile fits the content area, every screen its size at the zoom.
            #expect(canvas.zoom < 100)
            for tile in canvas.tiles {
                #expect(tile.frame.width == Int((Double(tile.size.width) * tile.scale).rounded()), "\(tile.name)")
                #expect(tile.frame.height == Int((Double(tile.size.height) * tile.scale).rounded()), "\(tile.name)")
            }
            let shot = live.shots.appendingPathComponent("devices.png").path
            try live.app.snapshot(to: shot)
            // A smaller window fits them again, smaller.
            #expect(try live.app.send("resize 500 400").ok)
            let refitted = try Self.variants(try live.app.send("variants"))
            #expect(refitted.zoom < canvas.zoom, "\(canvas.zoom) % in 700×600, \(refitted.zoom) % in 500×400")
            #expect(try live.app.send("resize 700 600").ok)
            canvas = try Self.variants(try live.app.send("variants add 300x200"))
            let typed = try #require(canvas.tiles.last)
            #expect(typed.caption == "300 × 200")
            #expect(
                typed.name == "300×200" && typed.size == FrameReport.Size(width: 300, height: 200)
                    && typed.safeArea == [0, 0, 0, 0])
            let bad = try live.app.send("variants add 0x5")
            #expect(!bad.ok && bad.error?.contains("W×H") == true)
            #expect(try live.app.send("variants bogus").error?.contains("devices") == true)
            canvas = try Self.variants(try live.app.send("variants directions"))
            #expect(canvas.tiles.map(\.layoutDirection) == ["ltr", "rtl", "ltr"])
            canvas = try Self.variants(try live.app.send("variants text"))
            #expect(canvas.tiles.map(\.textScale) == [0.85, 1, 1.3, 1.6, 2, 1])
            let labels = try canvas.tiles.prefix(5).map { try #require($0.views.find("greeting")).frame.width }
            #expect(labels == labels.sorted() && labels[4] > labels[0] * 2, "\(labels)")
            canvas = try Self.variants(try live.app.send("variants appearance"))
            #expect(canvas.tiles.map(\.style) == ["light", "dark", "light"])
            canvas = try Self.variants(try live.app.send("variants zoom 50"))
            #expect(canvas.zoom == 50 && canvas.tiles[0].frame.width == 100)
            // Another preview: the same set of its variants, made by its body.
            let other = try live.app.send("preview Views and layers")
            let layers = try Self.variants(other)
            #expect(layers.tiles.map(\.name) == ["iPhone 8", "iPhone 8 dark", "300×200"])
            #expect(layers.tiles.allSatisfy { $0.views.find("banner") != nil })
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "\(live.app.stderr)")
        }

        @Test("Ctrl+Shift+V and the primary menu's Variants item switch the content area", .timeLimit(.minutes(1)))
        func keyboardAndMenu() throws {
            let live = try LiveGrid(options: ["--seed", "1", "--count", "4"], test: "variants-keys")
            defer { live.stop() }
            #expect(try live.app.send("frames").variants == nil)
            let input = KeyboardAndMouse(display: live.display)
            try input.focusWindow(titled: "Nine-grid")
            try input.press("ctrl+shift+v")
            var shown = try live.app.send("frames").variants?.on
            for _ in 0..<200 where shown != true { shown = try live.app.send("frames").variants?.on }
            #expect(shown == true, "Ctrl+Shift+V did not show the variants")
            let canvas = try #require(try live.app.send("variants").variants)
            // The nine-grid declares none: its size (an iPhone 8's) in both directions, each with its four cells.
            #expect(canvas.tiles.map(\.name) == ["iPhone 8", "iPhone 8 RTL"])
            #expect(
                canvas.tiles.allSatisfy { tile in tile.views.subtree.filter { $0.name.hasPrefix("cell") }.count == 4 })
            // Ctrl+minus zooms the tiles out a level; Ctrl+0 fits them again; the single preview's zoom stays.
            try input.press("ctrl+minus")
            var zoom = canvas.zoom
            for _ in 0..<200 where zoom == canvas.zoom { zoom = try live.app.send("frames").variants?.zoom ?? zoom }
            #expect(zoom < canvas.zoom)
            try input.press("ctrl+0")
            for _ in 0..<200 where zoom != canvas.zoom { zoom = try live.app.send("frames").variants?.zoom ?? zoom }
            #expect(zoom == canvas.zoom)
            #expect(try live.app.send("frames").frames?.zoom == 100)
            try input.press("ctrl+shift+v")
            for _ in 0..<200 where shown != false { shown = try live.app.send("frames").variants?.on ?? false }
            #expect(shown == false, "Ctrl+Shift+V did not hide the variants")
            // The menu's fourth item: Debug Overlay, Layout Report, Exact Size, Variants.
            try input.press("F10")
            for _ in 0..<3 { try input.press("Down") }
            try input.press("Return")
            for _ in 0..<200 where shown != true { shown = try live.app.send("frames").variants?.on }
            #expect(shown == true, "the menu's Variants item did not show the variants")
            #expect(try live.app.quit() == 0)
            #expect(live.app.stderr.isEmpty, "\(live.app.stderr)")
        }

        @Test("A live reload of the user's code makes every tile again from the new build", .timeLimit(.minutes(2)))
        func liveReload() throws {
            let session = try ReloadSession(options: ["--preview", "Card, wide", "--size", "420x360"])
            defer { session.stop() }
            var canvas = try Self.variants(try session.app.send("variants on"))
            // The preview declares its size and no variants: that size in both directions.
            #expect(canvas.tiles.map(\.name) == ["500×300", "500×300 RTL"])
            #expect(
                try canvas.tiles.map(Self.card)
                    == Array(repeating: FrameReport.Rect(x: 20, y: 20, width: 460, height: 260), count: 2))
            try session.save(ReloadSession.cardFile(inset: 50), atomically: true)
            let reply = try session.app.send("wait-reload 1")
            #expect(reply.reload?.outcome == .ok)
            canvas = try Self.variants(try session.app.send("variants"))
            #expect(canvas.on && canvas.tiles.map(\.name) == ["500×300", "500×300 RTL"])
            #expect(
                try canvas.tiles.map(Self.card)
                    == Array(repeating: FrameReport.Rect(x: 50, y: 50, width: 400, height: 200), count: 2))
            let shot = try ShotsFolder.folder(for: "variants-reload").appendingPathComponent("reloaded.png").path
            try session.app.snapshot(to: shot)
            let picture = try RGBImage(contentsOf: shot)
            // The tiles the window shows (the rest are scrolled out of it).
            let shown = canvas.tiles.filter { $0.frame.maxX <= picture.width && $0.frame.maxY <= picture.height }
            #expect(!shown.isEmpty)
            for tile in shown {
                let scale = tile.scale
                func pixel(_ x: Int, _ y: Int) -> RGB {
                    picture[tile.frame.x + Int(Double(x) * scale), tile.frame.y + Int(Double(y) * scale)]
                }
                #expect(pixel(60, 60).isClose(to: RGB(red: 255, green: 0, blue: 0)), "\(tile.name)")
                #expect(pixel(30, 30).isClose(to: .white), "\(tile.name)")
            }
            #expect(try session.app.quit() == 0)
        }

        @Test("The next run opens on the variants (and the set) the last one showed", .timeLimit(.minutes(1)))
        func remembered() throws {
            let files = try TemporaryFiles()
            let state = (files.folder as NSString).appendingPathComponent("state/state.ini")
            let first = try LiveGrid(options: ["--seed", "1", "--state-file", state], test: "variants-state")
            defer { first.stop() }
            #expect(try Self.variants(try first.app.send("variants directions")).on)
            #expect(try first.app.quit() == 0)
            first.stop()
            let written = try String(contentsOfFile: state, encoding: .utf8)
            #expect(written.contains("variants=directions"), "\(written)")

            let second = try LiveGrid(options: ["--seed", "1", "--state-file", state], test: "variants-state")
            defer { second.stop() }
            let canvas = try #require(try second.app.send("frames").variants)
            #expect(canvas.on && canvas.set == "directions" && canvas.tiles.map(\.layoutDirection) == ["ltr", "rtl"])
            #expect(try Self.variants(try second.app.send("variants off")).on == false)
            #expect(try second.app.quit() == 0)
            #expect(try String(contentsOfFile: state, encoding: .utf8).contains("variants=off"))
            #expect(second.app.stderr.isEmpty, "\(second.app.stderr)")
        }

        /// GTK's error red for text in an entry marked `.error` (Adwaita's #c01c28 in light windows), give or take
        /// antialiasing.
        static func isErrorRed(_ pixel: RGB) -> Bool {
            pixel.red > 150 && pixel.green < 90 && pixel.blue < 90
        }

        @Test(
            "A W×H typed in the size field that is no size turns it red and says why; editing it clears that",
            .timeLimit(.minutes(2)))
        func badTypedSize() throws {
            let (live, files) = try Self.start(test: "variants-typed-size")
            defer { live.stop() }
            _ = files
            let canvas = try Self.variants(try live.app.send("variants on"))
            let field = try #require(canvas.sizeField, "no size field in the reply")
            let input = KeyboardAndMouse(display: live.display)
            let screen = try live.display.screenshot(to: live.shots.appendingPathComponent("before.png").path)
            let frames = try live.app.frames()
            let origin = try screen.windowOrigin(windowSize: frames.window)
            func redPixels(_ name: String) throws -> Int {
                let image = try live.display.screenshot(to: live.shots.appendingPathComponent(name).path)
                return (field.y..<field.maxY).reduce(0) { count, y in
                    count + (field.x..<field.maxX).count { Self.isErrorRed(image[origin.x + $0, origin.y + y]) }
                }
            }
            // Keys reach the app in its own time: ask until the canvas shows what they did.
            func variants(until condition: (VariantsReply) -> Bool) throws -> VariantsReply {
                var reply = try Self.variants(try live.app.send("variants"))
                for _ in 0..<400 where !condition(reply) { reply = try Self.variants(try live.app.send("variants")) }
                return reply
            }
            #expect(try redPixels("field.png") == 0)
            try input.focusWindow(titled: "Tiles")
            try input.click(x: origin.x + field.x + field.width / 2, y: origin.y + field.y + field.height / 2)
            try input.type("12 by 40")
            try input.press("Return")
            let reply = try variants { $0.sizeProblem != nil }
            #expect(reply.sizeProblem?.contains("\"12 by 40\" is no size") == true, "\(reply.sizeProblem ?? "none")")
            #expect(reply.tiles.map(\.name) == canvas.tiles.map(\.name), "a refused size added a tile")
            #expect(try redPixels("refused.png") > 20, "the field did not turn red")
            // Editing the text clears the mark; a good size adds its tile.
            try input.press("ctrl+a")
            try input.type("390x844")
            _ = try variants { $0.sizeProblem == nil }
            try input.press("Return")
            let added = try variants { $0.tiles.last?.name == "390×844" }
            #expect(added.sizeProblem == nil)
            #expect(added.tiles.last?.name == "390×844")
            #expect(try redPixels("accepted.png") == 0)
            #expect(live.app.stderr.isEmpty, "\(live.app.stderr)")
        }
    }
}
