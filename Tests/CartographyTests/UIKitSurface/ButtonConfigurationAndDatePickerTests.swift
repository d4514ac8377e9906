// iOS 15's button configurations and the date picker, at UIKit's sizes with the fixed metrics (17 points:
// a character 10.2 wide, a line 20.4 high); image literals.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("Button configurations, date pickers, image literals")
@MainActor
struct ButtonConfigurationAndDatePickerTests {
    // UIKit: a configured button is its title (17-point body font) plus insets 7 above and below, 12 at
    // the sides; an image and the image padding go before the title.
    @Test("UIButton.Configuration: content plus insets; image before the title")
    func configurationSizes() {
        var filled = UIButton.Configuration.filled()
        filled.title = "Buy"
        let button = UIButton(configuration: filled)
        // "Buy": 3 × 10.2, as the measurer adds it up.
        let buy = TextMeasurers.current.measure("Buy", style: TextStyle(font: .systemFont(ofSize: 17)), width: nil)
        #expect(abs(buy.size.width - 30.6) < 1e-12)
        #expect(button.intrinsicContentSize == CGSize(width: buy.size.width + 12 + 12, height: 20.4 + 7 + 7))
        filled.image = UIImage(systemName: "cart")
        filled.imagePadding = 8
        button.configuration = filled
        #expect(button.intrinsicContentSize == CGSize(width: 20 + 8 + buy.size.width + 12 + 12, height: 20.4 + 7 + 7))
        var plain = UIButton.Configuration.plain()
        plain.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        plain.title = "OK"
        button.configuration = plain
        #expect(button.intrinsicContentSize == CGSize(width: 20.4, height: 20.4))
    }

    // UIKit: filled is the tint behind a white title; tinted and gray put the title in the tint; plain has
    // no background.
    @Test("Configuration styles: backgrounds and title colours")
    func configurationDrawing() {
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Go"
        let button = UIButton(configuration: tinted)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.tintColor = .red
        let canvas = RecordingCanvas()
        button.draw(in: canvas)
        #expect(canvas.calls.first == "fill (0, 0, 100, 40) radius 6 #FF000026")
        #expect(canvas.calls.last?.hasSuffix("17pt #FF0000") == true)
        var filled = UIButton.Configuration.filled()
        filled.title = "Go"
        button.configuration = filled
        let filledCanvas = RecordingCanvas()
        button.draw(in: filledCanvas)
        #expect(filledCanvas.calls.first == "fill (0, 0, 100, 40) radius 6 #FF0000")
        #expect(filledCanvas.calls.last?.hasSuffix("#FFFFFF") == true)
        button.configuration = .plain()
        let plainCanvas = RecordingCanvas()
        button.draw(in: plainCanvas)
        #expect(plainCanvas.calls.isEmpty)
    }

    // UIKit (iOS 14+): the automatic style is compact, a pill per part; wheels are 216 high.
    @Test("UIDatePicker: compact pills by default, wheels 320 × 216")
    func datePicker() {
        let picker = UIDatePicker()
        picker.date = Date(timeIntervalSince1970: 0)
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        #expect(picker.datePickerStyle == .compact)
        let parts = picker.displayedParts
        #expect(parts.count == 2 && parts[0] == "Jan 1, 1970" && parts[1].hasPrefix("12:00") && parts[1].count == 8)
        // "Jan 1, 1970": 11 characters; "12:00 AM": 8; 12 each side of each; 8 between.
        let size = picker.intrinsicContentSize
        #expect(abs(size.width - (11 * 10.2 + 24 + 8 + 8 * 10.2 + 24)) < 1e-9 && size.height == 34)
        picker.datePickerMode = .date
        #expect(abs(picker.intrinsicContentSize.width - (11 * 10.2 + 24)) < 1e-9)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.minimumDate = Date(timeIntervalSince1970: 86_400)
        #expect(picker.date == Date(timeIntervalSince1970: 86_400))
    }

    // Xcode's image literals: a missing resource previews as a labelled 20-point placeholder.
    @Test("#imageLiteral: the named image, or a labelled placeholder")
    func imageLiteral() {
        let image: UIImage = #imageLiteral(resourceName: "no-such-asset")
        #expect(image.size == CGSize(width: 20, height: 20) && image.symbolName == "no-such-asset")
        let untyped = #imageLiteral(resourceName: "logo")
        #expect(untyped.symbolName == "logo")
    }
}
