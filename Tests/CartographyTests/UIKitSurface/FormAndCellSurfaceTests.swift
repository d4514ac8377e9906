// UIKit a login form and table cells use around their layout: button background images and configuration
// sizes, text field delegates, text views with attributed text and a text container, paragraph styles. Sizes
// with the fixed metrics (a character 0.6 of the point size wide, a line 1.2 high).

import Foundation
import Testing

@_spi(Rendering) @testable import Cartography

@Suite("Form and cell surface: background images, button sizes, delegates, text views")
@MainActor
struct FormAndCellSurfaceTests {
    // UIKit: a background image fills the whole button behind the title, and the button is at least as
    // large as the image.
    @Test("setBackgroundImage(_:for:): stretched over the bounds, the size at least the image's")
    func backgroundImage() throws {
        let images = TestImages()
        let wide = try #require(UIImage(contentsOfFile: images.png("wide.png", width: 120, height: 10)))
        let button = UIButton()
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.setTitle("Go", for: .normal)
        // "Go": 12 wide; 12 high plus 6 above and below.
        #expect(button.intrinsicContentSize == CGSize(width: 12, height: 24))
        button.setBackgroundImage(wide, for: .normal)
        #expect(button.backgroundImage(for: .normal) === wide)
        #expect(button.currentBackgroundImage === wide)
        #expect(button.intrinsicContentSize == CGSize(width: 120, height: 24))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        let canvas = RecordingCanvas()
        button.draw(in: canvas)
        #expect(canvas.calls.first == "image \(wide) (0, 0, 200, 50) scaleToFill")
        #expect(canvas.calls.last?.hasPrefix("text \"Go\"") == true)
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === wide)
        button.setBackgroundImage(nil, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 12, height: 24))
    }

    // UIKit: buttonSize sets the title font and the default insets; explicit contentInsets win.
    @Test("UIButton.Configuration.buttonSize: fonts and insets; cornerStyle radii")
    func configurationSizes() {
        var large = UIButton.Configuration.filled()
        large.title = "OK"
        large.buttonSize = .large
        #expect(large.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        let button = UIButton(configuration: large)
        // "OK" at 17 points: 20.4 × 20.4.
        #expect(button.intrinsicContentSize == CGSize(width: 20.4 + 40, height: 20.4 + 28))
        var small = large
        small.buttonSize = .small
        button.configuration = small
        // 15 points: 18 × 18, in 5 and 10.
        #expect(button.intrinsicContentSize == CGSize(width: 18 + 20, height: 18 + 10))
        small.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        button.configuration = small
        #expect(button.intrinsicContentSize == CGSize(width: 18 + 32, height: 18 + 16))
        var capsule = large
        capsule.cornerStyle = .capsule
        button.configuration = capsule
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let canvas = RecordingCanvas()
        button.draw(in: canvas)
        #expect(canvas.calls.first?.hasPrefix("fill (0, 0, 100, 50) radius 25 ") == true)
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
        #expect(UIButton.Configuration.Size.large.rawValue == 3)
    }

    /// A screen that ends editing when Return is pressed, as login forms do.
    final class FormDelegate: UITextFieldDelegate {
        var returns: [String] = []
        var allowsReturn = true
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returns.append(textField.text ?? "")
            return allowsReturn
        }
    }

    // UIKit: Return asks textFieldShouldReturn, then sends editingDidEndOnExit if it agrees; the delegate
    // is not retained; unimplemented methods answer yes.
    @Test("UITextFieldDelegate: Return asks the delegate, then ends editing on exit")
    func textFieldDelegate() {
        let field = UITextField()
        field.text = "ada"
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        #expect(field.simulateReturn())
        #expect(exits == 1)
        var delegate: FormDelegate? = FormDelegate()
        field.delegate = delegate
        #expect(field.simulateReturn())
        #expect(delegate?.returns == ["ada"] && exits == 2)
        delegate?.allowsReturn = false
        #expect(!field.simulateReturn())
        #expect(exits == 2)
        #expect(delegate?.textFieldShouldBeginEditing(field) == true)
        #expect(
            delegate?.textField(
                field, shouldChangeCharactersIn: NSRange(location: 0, length: 1), replacementString: "b")
                == true)
        delegate = nil
        #expect(field.delegate == nil)
    }

    // UIKit: a text view's attributed text sets its text; the text container's padding (5 by default) is
    // left at each end of every line, and zero padding with zero insets makes the text flush.
    @Test("UITextView: attributedText, textContainer.lineFragmentPadding")
    func textViewAttributedText() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        #expect(textView.textContainer.lineFragmentPadding == 5)
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 3
        let attributes: [NSAttributedStringKey: Any] = [
            .paragraphStyle: paragraph, .font: UIFont.systemFont(ofSize: 12),
        ]
        textView.attributedText = NSMutableAttributedString(string: "Hello world", attributes: attributes)
        #expect(textView.text == "Hello world")
        #expect(
            (textView.attributedText.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?
                .lineSpacing == 3)
        // At 12 points "Hello world" is 79.2 wide, a line 14.4 high: one line in 90 (80 + 2 × 5), two in 89.
        #expect(textView.sizeThatFits(CGSize(width: 90, height: 0)).height == 14.4 + 16)
        #expect(textView.sizeThatFits(CGSize(width: 89, height: 0)).height == 28.8 + 16)
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        #expect(abs(textView.sizeThatFits(CGSize(width: 80, height: 0)).height - 14.4) < 1e-9)
        textView.text = "Hi"
        #expect(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) == nil)
    }

    // UIKit: NSParagraphStyle's defaults are zero spacing, natural alignment and word wrapping; the mutable
    // subclass changes them; styles with the same values are equal.
    @Test("NSMutableParagraphStyle: UIKit's defaults, settable, equal by value")
    func paragraphStyle() {
        let style = NSMutableParagraphStyle()
        #expect(style.lineSpacing == 0 && style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        #expect(style.isEqual(NSParagraphStyle.default))
        style.lineSpacing = 3
        style.alignment = .center
        style.headIndent = 12
        #expect(style.lineSpacing == 3 && style.alignment == .center && style.headIndent == 12)
        #expect(!style.isEqual(NSParagraphStyle.default))
    }

    // UIKit: views take touches by default; labels and image views do not until told to.
    @Test("isUserInteractionEnabled: UIKit's defaults per class, settable")
    func userInteraction() {
        #expect(UIView().isUserInteractionEnabled && UIButton().isUserInteractionEnabled)
        #expect(UITextView().isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled && !UIImageView().isUserInteractionEnabled)
        let label = UILabel()
        label.isUserInteractionEnabled = true
        let textView = UITextView()
        textView.isUserInteractionEnabled = false
        #expect(label.isUserInteractionEnabled && !textView.isUserInteractionEnabled)
    }

    // UIKit: views and controllers are responders; the keyboard's notifications and keys have UIKit's names,
    // and an NSValue carries the keyboard's frame.
    @Test("UIResponder: keyboard notifications and keys, endEditing, NSValue(cgRect:)")
    func responder() {
        let view: UIResponder = UIView()
        let controller: UIResponder = UIViewController()
        #expect(view is UIView && controller is UIViewController)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let frame = CGRect(x: 0, y: 376, width: 375, height: 291)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(UIView().endEditing(true))
    }

    // UIKit: contentInset widens the scrollable range; it does not move the content or its frames.
    @Test("UIScrollView.contentInset: kept, frames unchanged")
    func scrollViewInsets() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let form = UIView()
        form.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            form.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            form.widthAnchor.constraint(equalToConstant: 320),
            form.heightAnchor.constraint(equalToConstant: 600),
        ])
        scrollView.layoutIfNeeded()
        #expect(scrollView.contentInset == .zero)
        scrollView.contentInset.bottom = 291
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 291, right: 0)
        scrollView.layoutIfNeeded()
        #expect(form.frame == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(scrollView.contentInset.bottom == 291 && scrollView.verticalScrollIndicatorInsets.bottom == 291)
    }

    // UIKit: an alert holds its title, message, style and actions; presenting it records it; an action's
    // handler runs when it is chosen, not when it is disabled.
    @Test("UIAlertController: title, message, actions; presenting records it")
    func alertController() {
        let screen = UIViewController()
        let alert = UIAlertController(title: "Wrong password", message: nil, preferredStyle: .alert)
        var chosen: [String] = []
        let ok = UIAlertAction(title: "OK", style: .default) { action in chosen.append(action.title ?? "") }
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        #expect(alert.title == "Wrong password" && alert.message == nil && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["OK", "Cancel"] && alert.actions.map(\.style) == [.default, .cancel])
        screen.present(alert, animated: true, completion: nil)
        #expect(screen.presentedViewController === alert)
        ok.simulateChoice()
        ok.isEnabled = false
        ok.simulateChoice()
        #expect(chosen == ["OK"])
    }
}
