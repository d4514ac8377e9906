// Buttons, image views, text fields, switches and cells: the sizes their content gives them, events, drawing.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

/// Places `view` at (10, 20) in a 400 × 400 root, its size left to its content.
private func placed<V: View>(_ view: V) -> (root: View, view: V) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.addSubview(view)
    constrain(view) { view in
        view.left == view.superview!.left + 10
        view.top == view.superview!.top + 20
    }
    root.layoutIfNeeded()
    return (root, view)
}

@Suite struct ButtonTests {
    /// "Button" at 15 points: 6 × 9 = 54 wide, 18 high plus UIKit's 6 above and below.
    @Test func aSystemButtonIsItsTitlePlusPadding() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        let (root, _) = placed(button)
        #expect(button.frame == CGRect(x: 10, y: 20, width: 54, height: 30))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 10, y: 20, width: 74, height: 26))
        // The title label's font resizes the button: 6 × 12 + 20 by 24 + 8.
        button.titleLabel?.font = .boldSystemFont(ofSize: 20)
        root.layoutIfNeeded()
        #expect(button.frame == CGRect(x: 10, y: 20, width: 92, height: 32))
        #expect(button.buttonType == .system)
    }

    @Test func titlesPerState() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        let (root, _) = placed(button)
        #expect(button.currentTitle == "Play" && button.frame.width == 36)
        button.isSelected = true
        root.layoutIfNeeded()
        #expect(button.currentTitle == "Pause" && button.frame.width == 45)
        #expect(button.state == .selected)
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(button.currentTitle == "Play")
        #expect(button.title(for: .selected) == "Pause")
    }

    @Test func actionsRunForTheirEvents() {
        let button = UIButton(type: .system)
        var taps = 0
        var primary = 0
        // Identities, not the controls: holding the sender here would make the button keep itself alive.
        var senders: [ObjectIdentifier?] = []
        button.addAction(
            UIAction { action in
                taps += 1
                senders.append(action.sender.map(ObjectIdentifier.init))
            }, for: .touchUpInside)
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1 && primary == 1)
        #expect(senders == [ObjectIdentifier(button)])
        button.sendActions(for: .valueChanged)
        #expect(taps == 1)
        button.isEnabled = false
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
        let removed = UIAction { _ in taps += 100 }
        button.isEnabled = true
        button.addAction(removed, for: [.touchUpInside, .touchDown])
        button.removeAction(removed, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(taps == 2)
        #expect(button.actions(for: .touchDown).count == 1)
    }

    @Test func drawsItsTitleCentredInTheInsets() {
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let canvas = RecordingCanvas()
        button.draw(in: canvas)
        // The content rect is (0, 6, 100, 28); an 18-high line centred in it starts at 11.
        #expect(canvas.calls == ["text \"OK\" (0, 11, 100, 18) 15pt \(Button.tintBlue)"])
        let revision = button.displayRevision
        button.setTitleColor(.red, for: .normal)
        #expect(button.displayRevision > revision)
    }

    /// The title's baseline: with UIKit's padding, centred: 15 - 9 + 14.25 = 20.25 below the top of a
    /// 30-high button.
    @Test func baselineIsTheTitles() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let (root, _) = placed(button)
        let line = View()
        root.addSubview(line)
        constrain(line, button) { line, button in
            line.left == line.superview!.left
            line.size == line.superview!.size / 100
            line.top == button.firstBaseline
        }
        root.layoutIfNeeded()
        #expect(line.frame.minY == 20 + 20.25)
    }

    @Test func subclassesKeepInit() {
        final class RoundButton: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.cornerRadius = 8
            }
            required init?(coder: NSCoder) { fatalError("not used") }
        }
        #expect(RoundButton().layer.cornerRadius == 8)
    }
}

@Suite struct ImageTests {
    let images = TestImages()

    @Test func pngAndJPEGSizesComeFromTheirHeaders() throws {
        let png = try #require(UIImage(contentsOfFile: images.png("cover.png", width: 120, height: 80)))
        #expect(png.size == CGSize(width: 120, height: 80) && png.format == .png && png.scale == 1)
        let retina = try #require(UIImage(contentsOfFile: images.png("cover@2x.png", width: 120, height: 80)))
        #expect(retina.size == CGSize(width: 60, height: 40) && retina.pixelSize == CGSize(width: 120, height: 80))
        let jpeg = try #require(UIImage(contentsOfFile: images.jpeg("photo.jpg", width: 640, height: 480)))
        #expect(jpeg.size == CGSize(width: 640, height: 480) && jpeg.format == .jpeg)
        #expect(jpeg.path == images.path("photo.jpg"))
    }

    @Test func missingAndForeignFilesGiveNil() {
        #expect(UIImage(contentsOfFile: images.path("nothing.png")) == nil)
        #expect(UIImage(contentsOfFile: images.write("text.png", Array("not an image".utf8))) == nil)
        #expect(UIImage(contentsOfFile: images.write("gif.gif", Array("GIF89a".utf8) + [1, 0, 1, 0])) == nil)
        // A PNG cut inside its header, and one claiming a zero width.
        #expect(
            UIImage(contentsOfFile: images.write("cut.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0])) == nil
        )
        #expect(UIImage(contentsOfFile: images.png("empty.png", width: 0, height: 10)) == nil)
        // A JPEG that ends before its frame header.
        #expect(UIImage(contentsOfFile: images.write("cut.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 1, 2])) == nil)
        #expect(UIImage(contentsOfFile: images.folder) == nil)
    }

    /// The one test that sets the process's search paths.
    @Test func imagesByName() throws {
        let other = TestImages()
        images.png("artwork@2x.png", width: 120, height: 120)
        other.jpeg("artwork.jpg", width: 10, height: 10)
        other.jpeg("banner.jpeg", width: 300, height: 100)
        let saved = Image.searchPaths
        defer { Image.searchPaths = saved }
        Image.searchPaths = [images.folder, other.folder]
        let artwork = try #require(UIImage(named: "artwork"))
        #expect(artwork.size == CGSize(width: 60, height: 60) && artwork.path == images.path("artwork@2x.png"))
        #expect(UIImage(named: "banner")?.size == CGSize(width: 300, height: 100))
        #expect(UIImage(named: "banner.jpeg")?.format == .jpeg)
        #expect(UIImage(named: "missing") == nil)
    }

    @Test func anImageViewIsItsImagesSize() throws {
        let image = try #require(UIImage(contentsOfFile: images.png("icon.png", width: 40, height: 30)))
        let imageView = UIImageView(image: image)
        #expect(imageView.frame.size == CGSize(width: 40, height: 30))
        let (root, _) = placed(imageView)
        #expect(imageView.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
        imageView.image = nil
        root.layoutIfNeeded()
        #expect(imageView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(imageView.contentSizeLayoutConstraints.isEmpty)
    }

    @Test func contentModesPlaceTheImage() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let wide = CGSize(width: 200, height: 100)
        func rect(_ mode: UIViewContentMode) -> CGRect { mode.rect(forContentOfSize: wide, in: bounds) }
        #expect(rect(.scaleToFill) == bounds)
        #expect(rect(.scaleAspectFit) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(rect(.scaleAspectFill) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(rect(.center) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(rect(.bottomRight) == CGRect(x: -100, y: 0, width: 200, height: 100))
        #expect(rect(.top) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(rect(.right) == CGRect(x: -100, y: 0, width: 200, height: 100))
    }

    @Test func drawsThroughTheCanvas() throws {
        let image = try #require(UIImage(contentsOfFile: images.png("drawn.png", width: 8, height: 4)))
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        let canvas = RecordingCanvas()
        imageView.draw(in: canvas)
        #expect(canvas.calls == ["image drawn.png 8 × 4 (0, 0, 8, 4) scaleAspectFit"])
    }
}

@Suite struct TextFieldTests {
    @Test func placeholderThenTextGiveTheSize() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        let (root, _) = placed(field)
        // "Email": 30 × 12, plus 7 on every side.
        #expect(field.frame == CGRect(x: 10, y: 20, width: 44, height: 26))
        field.text = "someone@example.com"
        root.layoutIfNeeded()
        #expect(field.frame.width == 128)  // 19 characters × 6 + 14
        field.borderStyle = .none
        root.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 10, y: 20, width: 114, height: 12))
        field.text = nil
        #expect(field.text == "")
    }

    @Test func drawsBorderAndPlaceholder() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.font = .systemFont(ofSize: 10)
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        let canvas = RecordingCanvas()
        field.draw(in: canvas)
        #expect(
            canvas.calls == [
                "stroke (0, 0, 200, 34) radius 5 width 1",
                "text \"Name\" (7, 11, 186, 12) 10pt \(TextField.placeholderColor)",
            ])
    }
}

@Suite struct SwitchTests {
    @Test func aSwitchIs51By31() {
        let toggle = UISwitch()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        let (_, _) = placed(toggle)
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    }

    @Test func togglingSendsValueChanged() {
        let toggle = UISwitch()
        var values: [Bool] = []
        toggle.addAction(
            UIAction { action in values.append((action.sender as? Switch)?.isOn ?? false) }, for: .valueChanged)
        toggle.toggle()
        toggle.setOn(false, animated: true)
        toggle.toggle()
        #expect(values == [true, true])
        toggle.isOn = false
        #expect(values == [true, true])
    }

    @Test func drawsTrackAndThumb() {
        let toggle = UISwitch()
        toggle.isOn = true
        let canvas = RecordingCanvas()
        toggle.draw(in: canvas)
        #expect(
            canvas.calls == [
                "fill (0, 0, 51, 31) radius 15.5 \(Switch.onColor)",
                // The thumb's shadow: a point lower, half a point larger all round.
                "fill (21.5, 2.5, 28, 28) radius 14 \(Switch.thumbShadowColor)",
                "fill (22, 2, 27, 27) radius 13.5 \(Color.white)",
                "stroke (22, 2, 27, 27) radius 13.5 width 0.5",
            ])
        // Disabled: a wash of white over the whole switch, as UIKit's half opacity.
        toggle.isEnabled = false
        let disabled = RecordingCanvas()
        toggle.draw(in: disabled)
        #expect(disabled.calls.last == "fill (0, 0, 51, 31) radius 15.5 \(Color(white: 1, alpha: 0.5))")
    }
}

@Suite struct TableViewCellTests {
    @Test func theContentViewFollowsTheCell() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let cell = UITableViewCell(style: .default, reuseIdentifier: "plain")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        root.addSubview(cell)
        cell.frame = CGRect(x: 0, y: 100, width: 375, height: 44)
        root.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.frame.size.height = 60
        root.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(cell.detailTextLabel == nil && cell.reuseIdentifier == "plain")
    }

    /// "Wi-Fi" at 15 points: 45 × 18, at the leading margin (16), centred in 44: y = 22 - 9 = 13.
    @Test func standardLabels() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        root.addSubview(cell)
        let text = try #require(cell.textLabel)
        let detail = try #require(cell.detailTextLabel)
        text.text = "Wi-Fi"
        text.font = .systemFont(ofSize: 15)
        detail.text = "Home"
        detail.font = .systemFont(ofSize: 15)
        root.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 16, y: 13, width: 45, height: 18))
        // Trailing at 375 - 16 = 359, 4 × 9 = 36 wide.
        #expect(detail.frame == CGRect(x: 323, y: 13, width: 36, height: 18))
        #expect(cell.layoutDiagnostics().isClean)
        let report = root.layoutDiagnostics().report
        #expect(report.contains("\"value cell style\""))
    }

    @Test func subtitleCellsCentreThePair() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        root.addSubview(cell)
        let text = try #require(cell.textLabel)
        text.font = .systemFont(ofSize: 15)
        text.text = "Title"
        let detail = try #require(cell.detailTextLabel)
        detail.font = .systemFont(ofSize: 10)
        detail.text = "Detail"
        root.layoutIfNeeded()
        // 18 + 12 = 30 high, centred in 60: from 15 to 45.
        #expect(text.frame == CGRect(x: 16, y: 15, width: 45, height: 18))
        #expect(detail.frame == CGRect(x: 16, y: 33, width: 36, height: 12))
    }
}
