// UIStepper's size and steps, UIFontMetrics, classic buttons with an image, a label's fit-width settings.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("Steppers, font metrics, button images")
@MainActor
struct StepperAndButtonImageTests {
    // UIKit: a stepper is 94 × 32; steps stay within 0...100 unless it wraps.
    @Test("UIStepper: 94 × 32; steps within its range, or round it")
    func stepper() {
        let stepper = UIStepper()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stepper.maximumValue = 2
        stepper.increment()
        stepper.increment()
        stepper.increment()
        #expect(stepper.value == 2 && changes == 3)
        stepper.wraps = true
        stepper.increment()
        #expect(stepper.value == 0)
        stepper.decrement()
        #expect(stepper.value == 2)
        stepper.value = -5
        #expect(stepper.value == 0)
    }

    // UIKit: UIFontMetrics scales a custom font and values with the text size.
    @Test("UIFontMetrics scales fonts and values with the traits' text size")
    func fontMetrics() {
        let avenir = UIFont(name: "Avenir-Heavy", size: 20)!
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: avenir) == avenir)
        let large = UITraitCollection(textScale: 1.5)
        #expect(UIFontMetrics.default.scaledFont(for: avenir, compatibleWith: large).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 44, compatibleWith: large) == 66)
        let label = UILabel()
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
    }

    // UIKit: a classic button's image goes before its title; the button is as large as both.
    @Test("setImage(_:for:): the image before the title, in the size")
    func buttonImage() {
        let button = UIButton(type: .system)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setTitle("Like", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 24, height: 24))
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        #expect(button.currentImage?.symbolName == "heart")
        #expect(button.intrinsicContentSize == CGSize(width: 44, height: 32))
        button.frame = CGRect(x: 0, y: 0, width: 64, height: 32)
        let canvas = RecordingCanvas()
        button.draw(in: canvas)
        #expect(canvas.calls.first == "fill (10, 6, 20, 20) radius 4 #007AFF26")
        #expect(canvas.calls.last?.hasPrefix("text \"Like\" (30, 10, 24, 12)") == true)
    }
}
