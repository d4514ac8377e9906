// Text fields' overlay views and secure entry, SF Symbol placeholders and tinted images, directional insets.

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("Text field overlays, symbols and directional insets")
@MainActor
struct TextFieldAndImageTests {
    /// A 10-point field with a 20 × 20 left view and the text "abc" (18 wide, 12 high).
    func field(mode: UITextField.ViewMode) -> (UITextField, UIView) {
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        field.text = "abc"
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = mode
        return (field, icon)
    }

    // UIKit: a left view shown (`.always`) is a subview at the leading edge, centred vertically, at its own
    // size; the text starts after it and the field's intrinsic size includes it.
    @Test("leftView: shown at the leading edge; the text and the size make room for it")
    func leftView() {
        let (field, icon) = field(mode: .always)
        #expect(icon.superview === field)
        #expect(field.intrinsicContentSize == CGSize(width: 38, height: 20))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(field)
        constrain(field) { field in
            field.leading == field.superview!.leading + 10
            field.top == field.superview!.top + 10
            field.height == 40
        }
        root.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 10, y: 10, width: 38, height: 40))
        #expect(icon.frame == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 18, height: 40))
    }

    // UIKit: the default mode, `.never`, keeps the view out; `.whileEditing` too, since nothing is edited here.
    @Test("leftView with mode .never or .whileEditing is not shown")
    func hiddenOverlay() {
        for mode in [UITextField.ViewMode.never, .whileEditing] {
            let (field, icon) = field(mode: mode)
            #expect(icon.superview == nil)
            #expect(field.intrinsicContentSize == CGSize(width: 18, height: 12))
        }
        let (field, icon) = field(mode: .always)
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        field.rightViewMode = .unlessEditing
        #expect(field.intrinsicContentSize == CGSize(width: 68, height: 20))
        field.leftView = nil
        #expect(icon.superview == nil)
        #expect(field.intrinsicContentSize == CGSize(width: 48, height: 12))
    }

    // UIKit: secure entry shows a dot per character.
    @Test("clearsOnBeginEditing is false by default, as UITextField's, and changes nothing shown")
    func clearsOnBeginEditing() {
        let field = UITextField()
        field.text = "kept"
        #expect(field.clearsOnBeginEditing == false)
        let size = field.intrinsicContentSize
        field.clearsOnBeginEditing = true
        #expect(field.text == "kept" && field.intrinsicContentSize == size)
    }

    @Test("isSecureTextEntry shows a dot per character")
    func secureEntry() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 10)
        field.text = "hunter22"
        field.isSecureTextEntry = true
        #expect(field.shownText.text == String(repeating: "\u{2022}", count: 8))
        #expect(field.text == "hunter22")
        #expect(field.keyboardType == .default && field.autocapitalizationType == .sentences)
        field.keyboardType = .emailAddress
        #expect(field.keyboardType == UIKeyboardType.emailAddress)
    }

    // UIKit: UIImage(systemName:) is 20 points at body size here (a placeholder), a template drawn in the tint.
    @Test("UIImage(systemName:): a placeholder of the symbol's size, a template")
    func symbols() throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.size == CGSize(width: 20, height: 20))
        #expect(heart.isTemplate && heart.symbolName == "heart.fill")
        #expect(UIImage(systemName: "") == nil)
        let large = try #require(
            UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)))
        #expect(large.size == CGSize(width: 36, height: 36))
        #expect(UIImage(systemName: "star", withConfiguration: .init(textStyle: .largeTitle))?.size.width == 41)
        let red = heart.withTintColor(.red)
        #expect(red.tintColor == .red && red.isTemplate && red.symbolName == "heart.fill")
        #expect(!heart.withRenderingMode(.alwaysOriginal).isTemplate)
        // UIKit: withTintColor(_:renderingMode:) with .alwaysOriginal keeps the colour, not a template.
        let original = heart.withTintColor(.blue, renderingMode: .alwaysOriginal)
        #expect(original.tintColor == .blue && !original.isTemplate && original.size == heart.size)
        let imageView = UIImageView(image: heart)
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(heart.description == "symbol heart.fill 20 × 20")
    }

    // The placeholder is a rounded square in the tint with the symbol's name in it.
    @Test("A symbol is drawn as a labelled square in the image view's tint")
    func symbolDrawing() throws {
        let imageView = UIImageView(image: UIImage(systemName: "bell"))
        imageView.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        imageView.tintColor = .systemRed
        let canvas = RecordingCanvas()
        imageView.draw(in: canvas)
        #expect(canvas.calls.first == "fill (0, 0, 20, 20) radius 4 #FF3B3026")
        #expect(canvas.calls.dropFirst().first == "stroke (0, 0, 20, 20) radius 4 width 1")
        #expect(canvas.calls.last?.hasPrefix("text \"bell\"") == true)
        #expect(canvas.calls.last?.hasSuffix("#FF3B30") == true)
    }

    // UIKit: directional margins read and write the margins by the layout direction.
    @Test("directionalLayoutMargins follow the layout direction")
    func directionalMargins() {
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let rightToLeft = UIView()
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        rightToLeft.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(rightToLeft.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(rightToLeft.directionalLayoutMargins.leading == 2)
    }
}
