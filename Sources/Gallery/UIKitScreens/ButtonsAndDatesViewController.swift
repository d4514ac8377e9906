// iOS 15's configured buttons in their four styles, and date pickers, compact and on wheels.

import Cartography
import Foundation

/// A checkout-like screen: configured buttons (filled with a symbol, tinted, gray, plain), a stepper, a compact date
/// picker and one on wheels, each as large as UIKit makes it. The date is fixed (1 March 2024, 09:30 UTC,
/// in US English) so the picture is the same everywhere.
final class ButtonsAndDatesViewController: UIViewController {
    let checkout = UIButton(configuration: .filled())
    let saveForLater = UIButton(configuration: .tinted())
    let share = UIButton(configuration: .gray())
    let cancel = UIButton(configuration: .plain())
    let quantity = UIStepper()
    let compactPicker = UIDatePicker()
    let wheelsPicker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Buttons and dates"
        view.backgroundColor = .white
        let titles: [(UIButton, String, String?)] = [
            (checkout, "Check out", "cart"), (saveForLater, "Save for later", nil),
            (share, "Share", "square.and.arrow.up"),
            (cancel, "Cancel", nil),
        ]
        for (button, title, symbol) in titles {
            var configuration = button.configuration ?? .plain()
            configuration.title = title
            configuration.image = symbol.flatMap { UIImage(systemName: $0) }
            configuration.imagePadding = 8
            button.configuration = configuration
        }
        let date = Date(timeIntervalSince1970: 1_709_285_400)
        for picker in [compactPicker, wheelsPicker] {
            picker.date = date
            picker.locale = Locale(identifier: "en_US")
            picker.timeZone = TimeZone(identifier: "UTC")
        }
        quantity.value = 1
        wheelsPicker.preferredDatePickerStyle = .wheels
        wheelsPicker.datePickerMode = .time

        let views: [(UIView, String)] = [
            (checkout, "checkout"), (saveForLater, "saveForLater"), (share, "share"), (cancel, "cancel"),
            (quantity, "quantity"), (compactPicker, "compactPicker"), (wheelsPicker, "wheelsPicker"),
        ]
        for (subview, name) in views {
            subview.accessibilityIdentifier = name
            view.addSubview(subview)
        }
        var previous: UIView?
        for button in [checkout, saveForLater, share, cancel] {
            constrain(button) { button in
                button.leading == button.superview!.leading + 16
            }
            if let above = previous {
                constrain(button, above) { button, above in button.top == above.bottom + 12 }
            } else {
                constrain(button) { button in button.top == button.superview!.top + 20 }
            }
            previous = button
        }
        constrain(compactPicker, wheelsPicker, cancel) { compact, wheels, cancel in
            compact.leading == compact.superview!.leading + 16
            compact.top == cancel.bottom + 24
            wheels.centerX == wheels.superview!.centerX
            wheels.top == compact.bottom + 16
        }
        constrain(quantity, checkout) { quantity, checkout in
            quantity.trailing == quantity.superview!.trailing - 16
            quantity.centerY == checkout.centerY
        }
    }
}

struct ButtonsAndDates_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Buttons and dates") { ButtonsAndDatesViewController() }
                .summary(
                    "iOS 15's configured buttons (filled, tinted, gray, plain; symbols as placeholders), a stepper "
                        + "(94 × 32) and date pickers: compact pills and wheels 216 high.")
        ]
    }
}
