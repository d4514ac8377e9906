// The inspector under Xvfb: selection by click and by name (outline pixels, the pane's exact text), Escape,
// measuring with Alt, the exploded view turned by a drag, the ambiguity stepper, and $EDITOR.

import Foundation
import PreviewerCore
import Testing

extension PreviewerTests {
    @Suite("Inspector")
    struct InspectorTests {
        static let equalWidthsSource = "Sources/Gallery/Demos/EqualWidthsViewController.swift"

        /// The pixel of the root at (x, y) in a window snapshot.
        static func pixel(_ image: RGBImage, _ frames: FrameReport, _ x: Int, _ y: Int) -> RGB {
            image[frames.content.x + x, frames.content.y + y]
        }

        @Test(
            "Selecting a view outlines it and shows its frame and constraints with their lines", .timeLimit(.minutes(2))
        )
        func selectAndInspect() throws {
            try withPreviewer(options: ["--preview", "Equal widths", "--size", "375x667"]) { app, display in
                let before = try app.frames()
                let root = before.views
                let red = try #require(root.find("red"))
                let redFrame = red.layoutFrame

                let (selected, inspector) = try app.inspector("select red")
                #expect(inspector.selected == "red")
                #expect(inspector.hierarchyRow == [0, 0], "the hierarchy tree did not select red's row")
                let frames = try #require(selected.frames)
                #expect(frames.reportOpen == true, "selecting did not open the pane")
                #expect(frames.content == before.content, "the pane covered or moved the layout: \(frames.content)")

                // The pane's text: the frame the layout gave, and every constraint of red's with the line it is on.
                let text = try #require(inspector.text).components(separatedBy: "\n")
                func format(_ value: Double) -> String {
                    value == value.rounded() ? String(Int(value)) : String(value)
                }
                #expect(
                    text.prefix(6) == [
                        "red (View)",
                        "Frame: x \(format(redFrame.x)), y \(format(redFrame.y)), width \(format(redFrame.width)), "
                            + "height \(format(redFrame.height))",
                        "Superview: \(root.name)",
                        "Intrinsic size: none × none",
                        "Hugging: horizontal 250, vertical 250",
                        "Compression resistance: horizontal 750, vertical 750",
                    ], "\(text)")
                #expect(
                    redFrame.x == 20 && redFrame.y == 20 && redFrame.width == (375 - 50) / 2 && redFrame.height == 160)
                let source = Self.equalWidthsSource
                let file = "EqualWidthsViewController.swift"
                let expected: [(String, String)] = [
                    ("red.leading == red.superview!.leading + 20", "red.leading == \(root.name).leading + 20"),
                    ("blue.leading == red.trailing + 10", "blue.leading == red.trailing + 10"),
                    ("red.width == blue.width * ratio", "red.width == blue.width"),
                    ("red.top == red.superview!.top + 20", "red.top == \(root.name).top + 20"),
                    ("blue.top == red.top", "blue.top == red.top"),
                    ("red.height == 160", "red.height == 160"),
                    ("blue.height == red.height", "blue.height == red.height"),
                ]
                var lines: [String] = []
                for (written, shown) in expected {
                    lines.append("  \(shown) (\(file):\(try RepositoryFiles.line(of: written, in: source)))")
                }
                #expect(text.contains("Constraints (\(expected.count)):"))
                let shownConstraints = text.filter { $0.hasPrefix("  ") && $0.contains("(\(file):") }
                #expect(Set(shownConstraints) == Set(lines), "\(shownConstraints)")
                #expect(shownConstraints.count == lines.count)
                #expect(text.contains("Ambiguity: none; the constraints fix its frame."))
                #expect(text.contains("Broken priorities: none."))

                // The outline: 2 px of the selection's colour on the outermost pixels of red's pixel frame.
                let outline = try #require(inspector.outline)
                #expect(outline == red.frame, "outline \(outline), red's pixels \(red.frame)")
                let path = try ShotsFolder.folder(for: "inspector").appendingPathComponent("select-red.png").path
                try app.snapshot(to: path)
                let image = try RGBImage(contentsOf: path)
                let blue = RGB(hex: inspector.outlineColor)
                let redColor = RGB(components: try #require(red.color))
                for x in [outline.x, outline.x + 40, outline.maxX - 1] {
                    #expect(Self.pixel(image, frames, x, outline.y) == blue, "\(path) at (\(x), \(outline.y))")
                    #expect(Self.pixel(image, frames, x, outline.y + 1) == blue, "\(path)")
                    #expect(Self.pixel(image, frames, x, outline.maxY - 1) == blue, "\(path)")
                }
                // Cairo may round a channel of the fill the other way: ±1.
                #expect(
                    Self.pixel(image, frames, outline.x + 2, outline.y + 2).isClose(to: redColor, tolerance: 1),
                    "\(path): inside the outline")
                #expect(Self.pixel(image, frames, outline.x - 1, outline.y - 1) != blue, "\(path): outside the outline")

                // A real click on blue selects it; Escape clears the selection, then (a second one) closes the pane.
                let screen = try display.screenshot(
                    to: try ShotsFolder.folder(for: "inspector").appendingPathComponent("select-screen.png").path)
                let window = try screen.windowOrigin(windowSize: frames.window)
                let blueView = try #require(root.find("blue"))
                let keys = KeyboardAndMouse(display: display)
                try keys.click(
                    x: window.x + frames.content.x + blueView.frame.x + blueView.frame.width / 2,
                    y: window.y + frames.content.y + blueView.frame.y + blueView.frame.height / 2)
                let clicked = try app.inspect { $0.inspector?.selected == "blue" }
                #expect(clicked.inspector?.selected == "blue", "a click on blue did not select it")
                #expect(clicked.inspector?.outline == blueView.frame)
                #expect(clicked.inspector?.hierarchyRow == [0, 1], "the hierarchy tree did not follow the click")
                try keys.focusWindow(titled: "Equal widths")
                try keys.press("Escape")
                let cleared = try app.inspect { !$0.ok }
                #expect(
                    !cleared.ok && cleared.error?.contains("no view is selected") == true, "Escape kept the selection")
                #expect(
                    try app.frames().reportOpen == true, "the first Escape closed the pane instead of the selection")
                try keys.press("Escape")
                let closed = try app.frames { $0.reportOpen == false }
                #expect(closed.reportOpen == false)
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test("Alt over another view measures the gap or the insets, drawn with their numbers", .timeLimit(.minutes(2)))
        func measure() throws {
            try withPreviewer(options: ["--preview", "Equal widths", "--size", "375x667"]) { app, display in
                let root = try app.frames().views
                let red = try #require(root.find("red")?.layoutFrame)
                let blue = try #require(root.find("blue"))
                let blueFrame = blue.layoutFrame
                _ = try app.inspector("select red")

                // Apart: the gap between red's right edge and blue's left one, the constraint's 10 points.
                let (gapReply, gap) = try app.inspector("measure blue")
                #expect(gap.measured == "blue")
                let middle = red.y + red.height / 2
                #expect(
                    gap.distances == [
                        InspectorReply.Distance(
                            edge: "horizontal", start: CGPoint(x: red.x + red.width, y: middle),
                            end: CGPoint(x: blueFrame.x, y: middle),
                            length: blueFrame.x - (red.x + red.width))
                    ])
                #expect(gap.distances?.first?.length == 10)
                let frames = try #require(gapReply.frames)
                let path = try ShotsFolder.folder(for: "inspector").appendingPathComponent("measure-gap.png").path
                try app.snapshot(to: path)
                let image = try RGBImage(contentsOf: path)
                let lineColor = RGB(hex: gap.distanceColor)
                // The line covers the pixel row of its y, between the two edges.
                let row = Int(middle.rounded(.down))
                for x in Int(red.x + red.width) + 1..<Int(blueFrame.x) - 1 {
                    #expect(Self.pixel(image, frames, x, row) == lineColor, "\(path) at (\(x), \(row))")
                }

                // Held: red inside the root, so the four insets.
                let (_, insets) = try app.inspector("measure \(root.name)")
                let rootSize = (width: Double(frames.root.width), height: Double(frames.root.height))
                #expect(
                    insets.distances?.map(\.edge) == ["left", "top", "right", "bottom"]
                        && insets.distances?.map(\.length) == [
                            red.x, red.y, rootSize.width - red.x - red.width, rootSize.height - red.y - red.height,
                        ], "\(insets.distances ?? [])")

                // Alt held over blue, with the real pointer and keyboard.
                let screen = try display.screenshot(
                    to: try ShotsFolder.folder(for: "inspector").appendingPathComponent("measure-screen.png").path)
                let window = try screen.windowOrigin(windowSize: frames.window)
                _ = try app.inspector("measure none")
                let keys = KeyboardAndMouse(display: display)
                try keys.focusWindow(titled: "Equal widths")
                try keys.hover(
                    x: window.x + frames.content.x + blue.frame.x + blue.frame.width / 2,
                    y: window.y + frames.content.y + blue.frame.y + blue.frame.height / 2, holding: "alt")
                let hovered = try app.inspect { $0.inspector?.measured == "blue" }
                try keys.release("alt")
                #expect(hovered.inspector?.measured == "blue", "Alt over blue did not measure to it")
                #expect(hovered.inspector?.distances?.map(\.length) == [10])
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test(
            "The exploded view draws the layers apart, turns with a drag, and goes back to the flat view",
            .timeLimit(.minutes(2)))
        func exploded() throws {
            try withPreviewer(options: ["--preview", "Equal widths", "--size", "375x667"]) { app, display in
                let frames = try app.frames()
                let red = try #require(frames.views.find("red"))
                let shots = try ShotsFolder.folder(for: "inspector")
                let flatPath = shots.appendingPathComponent("flat.png").path
                try app.snapshot(to: flatPath)
                let flat = try RGBImage(contentsOf: flatPath)

                let (_, inspector) = try app.inspector("explode -35 20")
                let exploded = try #require(inspector.exploded)
                #expect(exploded.yaw == -35 && exploded.pitch == 20)
                #expect(exploded.layers.map(\.name) == [frames.views.name, "red", "blue"])
                #expect(exploded.layers.map(\.depth) == [0, 1, 1])
                let path = shots.appendingPathComponent("exploded.png").path
                try app.snapshot(to: path)
                let image = try RGBImage(contentsOf: path)
                // Outside every layer: the backdrop, where the flat view showed the root's paper.
                let backdrop = RGB(hex: exploded.backdrop)
                for (x, y) in [(2, 2), (frames.root.width - 3, frames.root.height - 3)] {
                    #expect(!exploded.layers.contains { $0.contains(x: Double(x) + 0.5, y: Double(y) + 0.5) })
                    #expect(Self.pixel(image, frames, x, y) == backdrop, "\(path) at (\(x), \(y))")
                    #expect(Self.pixel(flat, frames, x, y) != backdrop, "\(flatPath) at (\(x), \(y))")
                }
                // In the middle of red's layer: red, lifted off the spot where the flat view has it.
                let redLayer = try #require(exploded.layers.first { $0.name == "red" })
                let center = redLayer.centroid
                #expect(
                    redLayer.color == "#"
                        + String(
                            format: "%02X%02X%02X", RGB(components: red.color ?? []).red,
                            RGB(components: red.color ?? []).green, RGB(components: red.color ?? []).blue))
                #expect(
                    Self.pixel(image, frames, Int(center.x), Int(center.y)).isClose(
                        to: RGB(components: red.color ?? []), tolerance: 1), "\(path)")
                let redCenterFlat = (x: red.frame.x + red.frame.width / 2, y: red.frame.y + red.frame.height / 2)
                #expect(abs(center.x - Double(redCenterFlat.x)) > 5 || abs(center.y - Double(redCenterFlat.y)) > 5)

                // A click on red's layer selects red, though the flat view has the root there.
                let screen = try display.screenshot(to: shots.appendingPathComponent("exploded-screen.png").path)
                let window = try screen.windowOrigin(windowSize: frames.window)
                let keys = KeyboardAndMouse(display: display)
                try keys.click(
                    x: window.x + frames.content.x + Int(center.x), y: window.y + frames.content.y + Int(center.y))
                let clicked = try app.inspect { $0.inspector?.selected == "red" }
                #expect(clicked.inspector?.selected == "red", "a click on red's layer did not select it")
                let blueLayer = try #require(clicked.inspector?.exploded?.layers.first { $0.name == "blue" })
                let (_, byPoint) = try app.inspector("select \(blueLayer.centroid.x),\(blueLayer.centroid.y)")
                #expect(byPoint.selected == "blue")

                // A drag of 100 px to the right turns the layers by 50° (half a degree a pixel).
                let start = (x: window.x + frames.content.x + 100, y: window.y + frames.content.y + 300)
                try keys.drag(fromX: start.x, y: start.y, toX: start.x + 100, y: start.y)
                var turned = try app.inspector("explode on").inspector
                var attempts = 0
                // GTK reports pointer offsets in single precision: 100 px is 100.0000076.
                func turnedBy50(_ exploded: InspectorReply.Exploded?) -> Bool { abs((exploded?.yaw ?? 0) - 15) < 0.001 }
                while !turnedBy50(turned.exploded) && attempts < 400 {
                    turned = try app.inspector("explode on").inspector
                    attempts += 1
                }
                #expect(
                    turnedBy50(turned.exploded) && turned.exploded?.pitch == 20,
                    "\(String(describing: turned.exploded?.yaw))")

                // Turned round, the root's back faces the viewer: it is drawn last, over its subviews.
                let (_, behind) = try app.inspector("explode 180 0")
                let layers = try #require(behind.exploded?.layers)
                #expect(layers.last?.name == frames.views.name, "\(layers.map(\.name))")
                let hidden = try #require(layers.first { $0.name == "red" }).centroid
                let behindPath = shots.appendingPathComponent("exploded-behind.png").path
                try app.snapshot(to: behindPath)
                let behindImage = try RGBImage(contentsOf: behindPath)
                #expect(
                    Self.pixel(behindImage, frames, Int(hidden.x), Int(hidden.y)).isClose(
                        to: RGB(components: frames.views.color ?? []), tolerance: 1), "\(behindPath)")

                // Off, nothing selected: the flat view again, pixel for pixel.
                _ = try app.inspector("select none")
                _ = try app.inspector("explode off")
                let offPath = shots.appendingPathComponent("exploded-off.png").path
                try app.snapshot(to: offPath)
                let off = try RGBImage(contentsOf: offPath)
                var differing = 0
                for y in 0..<frames.root.height {
                    for x in 0..<frames.root.width where Self.pixel(off, frames, x, y) != Self.pixel(flat, frames, x, y)
                    {
                        differing += 1
                    }
                }
                #expect(differing == 0, "\(offPath) differs from \(flatPath) in \(differing) pixels")
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test("The ambiguity stepper moves the free container within its constraints and back", .timeLimit(.minutes(2)))
        func stepAmbiguity() throws {
            try withPreviewer(options: ["--seed", "3", "--count", "4", "--size", "375x667"]) { app, _ in
                let original = try app.frames()
                let before = original.container.layoutFrame
                // Bad input gets a specific error, and changes nothing.
                let nothingSelected = try app.send("step-ambiguity")
                #expect(!nothingSelected.ok && nothingSelected.error == "no view is selected; select one first")
                let unknown = try app.send("select nobody")
                #expect(!unknown.ok && unknown.error == "there is no view called \"nobody\" in Nine-grid")
                let sideways = try app.send("explode sideways")
                #expect(
                    !sideways.ok && sideways.error?.hasPrefix("explode expects on, off, or a turn YAW [PITCH]") == true)
                let (_, selected) = try app.inspector("select showView")
                #expect(selected.text?.contains("Ambiguous: y (the solver picked one solution)") == true)
                let fixed = try app.send("select cell0")
                #expect(fixed.ok)
                let refused = try app.send("step-ambiguity")
                #expect(!refused.ok && refused.error == "cell0 is not ambiguous")
                _ = try app.inspector("select showView")

                var positions: [Int] = []
                var stepped: [Double] = []
                for _ in 0..<8 {
                    let (reply, inspector) = try app.inspector("step-ambiguity")
                    let step = try #require(inspector.step)
                    positions.append(step.position)
                    let frames = try #require(reply.frames)
                    let container = frames.container.layoutFrame
                    #expect(step.attributes == ["y"])
                    // Only y moves; every required constraint still holds (the top and the centre at or below
                    // their guides, the full width at the left edge), and the cells keep their places in it.
                    // The solver's values carry rounding noise (254.99999999999997 for 255).
                    func same(_ first: Double, _ second: Double) -> Bool { abs(first - second) < 1e-6 }
                    #expect(
                        same(container.x, before.x) && same(container.width, before.width)
                            && same(container.height, before.height), "\(container) \(before)")
                    #expect(container.y >= 0 && container.y + container.height / 2 >= Double(frames.root.height) / 2)
                    for (cell, originalCell) in zip(frames.cells, original.cells) {
                        let moved = cell.layoutFrame
                        let was = originalCell.layoutFrame
                        #expect(
                            same(moved.y - container.y, was.y - before.y) && same(moved.x, was.x), "\(moved) \(was)")
                    }
                    #expect(inspector.outline?.y == frames.container.frame.y, "the outline did not follow the step")
                    if step.position == 0 {
                        #expect(
                            same(container.y, before.y), "back at the solver's solution, the container is elsewhere")
                        break
                    }
                    #expect(!same(container.y, before.y), "a step did not move the container: \(step.stop ?? "")")
                    stepped.append(container.y)
                    if step.position == 1 {
                        let path = try ShotsFolder.folder(for: "inspector").appendingPathComponent("stepped.png").path
                        try app.snapshot(to: path)
                        let image = try RGBImage(contentsOf: path)
                        // The gray container at its stepped place (its left margin, beside the first cell).
                        let y = frames.container.frame.y + 5
                        #expect(Self.pixel(image, frames, 5, y) == .gray, "\(path) at (5, \(y))")
                    }
                }
                #expect(positions.last == 0 && positions.count >= 2, "\(positions)")
                #expect(Set(stepped).count == stepped.count, "two stops gave the same frame: \(stepped)")
                _ = try app.inspector("step-ambiguity")
                let (back, _) = try app.inspector("step-ambiguity back")
                let backY = try #require(back.frames?.container.layoutFrame.y)
                #expect(abs(backY - before.y) < 1e-6)
                // A resize while a step is shown starts from the solver's own solution: the step is dropped.
                _ = try app.inspector("step-ambiguity")
                _ = try app.frames(after: "resize 320 667")
                let (_, resized) = try app.inspector("inspect")
                #expect(resized.step == nil, "the step outlived the resize: \(String(describing: resized.step))")
                #expect(resized.text?.contains("Frame: x 0, y ") == true && resized.text?.contains("width 320") == true)
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }

        @Test("A constraint's line opens in $EDITOR at that line, or is copied without one", .timeLimit(.minutes(2)))
        func openInEditor() throws {
            let script = try ArgumentRecorder(named: "editor", in: try ShotsFolder.folder(for: "inspector"))
            try withDisplay { display in
                let source = RepositoryFiles.root.appendingPathComponent(Self.equalWidthsSource).path
                do {
                    let app = try PreviewerProcess(
                        options: ["--preview", "Equal widths"], display: display,
                        extraEnvironment: ["EDITOR": script.path])
                    defer { app.stop() }
                    let (_, selected) = try app.inspector("select blue")
                    let first = try #require(selected.text?.components(separatedBy: "\n").first { $0.hasPrefix("  ") })
                    let line = try RepositoryFiles.line(
                        of: "blue.leading == red.trailing + 10", in: Self.equalWidthsSource)
                    #expect(first == "  blue.leading == red.trailing + 10 (EqualWidthsViewController.swift:\(line))")
                    let (_, opened) = try app.inspector("open-constraint 0")
                    #expect(opened.opened?.command == [script.path, "+\(line)", source])
                    // The editor runs on its own; ask the app until it has written its arguments.
                    _ = try app.frames { _ in script.hasRun }
                    let written = try script.written()
                    #expect(written == "+\(line)\n\(source)\n")
                    #expect(try app.quit() == 0)
                    #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
                }
                // No $EDITOR: the line is copied, and another application can paste it.
                let app = try PreviewerProcess(
                    options: ["--preview", "Equal widths"], display: display, extraEnvironment: ["EDITOR": ""])
                defer { app.stop() }
                _ = try app.inspector("select blue")
                let line = try RepositoryFiles.line(of: "blue.leading == red.trailing + 10", in: Self.equalWidthsSource)
                let (_, copied) = try app.inspector("open-constraint 0")
                #expect(copied.opened?.copied == "\(source):\(line)")
                #expect(
                    copied.opened?.message
                        == "No $EDITOR set: copied EqualWidthsViewController.swift:\(line) to the clipboard")
                #expect(try KeyboardAndMouse(display: display).clipboardText() == "\(source):\(line)")
                #expect(try app.quit() == 0)
            }
        }
    }
}
