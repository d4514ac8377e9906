// The controls around a form's layout: segments, a slider, progress, spinners, page dots, a picker, a
// self-sizing text view and attributed text, each at UIKit's size; a rotated badge, a card's shadow and a
// password field with a symbol.

import Cartography
import Foundation

/// A settings-like screen made of the controls iOS screens put around their layout, stacked by edges only:
/// each control's height is UIKit's (segments 32, slider 31, progress 4, spinners 20 and 37, picker 216).
final class PickersAndProgressViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    let slider = UISlider()
    let progress = UIProgressView(progressViewStyle: .default)
    let smallSpinner = UIActivityIndicatorView(style: .medium)
    let largeSpinner = UIActivityIndicatorView(style: .large)
    let pages = UIPageControl()
    let picker = UIPickerView()
    let notes = UITextView()
    let total = UILabel()
    let heading = UILabel()
    let badge = UILabel()
    let card = UIView()
    let password = UITextField()
    let flavours = ["Vanilla", "Chocolate", "Pistachio", "Lemon", "Mango"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pickers and progress"
        view.backgroundColor = .white
        segments.selectedSegmentIndex = 1
        slider.value = 0.3
        progress.progress = 0.6
        smallSpinner.startAnimating()
        largeSpinner.startAnimating()
        pages.numberOfPages = 5
        pages.currentPage = 2
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(2, inComponent: 0, animated: false)
        notes.isScrollEnabled = false
        notes.font = .preferredFont(forTextStyle: .body)
        notes.text = "A text view with scrolling off is as tall as its text at the width it is given."
        notes.layer.borderWidth = 1
        notes.layer.borderColor = UIColor.lightGray.cgColor
        heading.font = UIFont(name: "Georgia-Bold", size: 20) ?? .boldSystemFont(ofSize: 20)
        heading.text = "Order"
        let amount = NSMutableAttributedString(
            string: "Total ", attributes: [.font: UIFont.preferredFont(forTextStyle: .subheadline)])
        amount.append(
            NSAttributedString(
                string: "12.50",
                attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemGreen]))
        total.attributedText = amount
        badge.text = " NEW "
        badge.font = .boldSystemFont(ofSize: 11)
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 4
        badge.transform = CGAffineTransform(rotationAngle: -.pi / 12)
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        password.borderStyle = .roundedRect
        password.isSecureTextEntry = true
        password.text = "secret"
        password.font = .systemFont(ofSize: 15)
        password.leftView = UIImageView(image: UIImage(systemName: "lock"))
        password.leftViewMode = .always

        for (control, name) in [
            (heading, "heading"), (segments, "segments"), (slider, "slider"), (progress, "progress"),
            (smallSpinner, "smallSpinner"), (largeSpinner, "largeSpinner"), (pages, "pages"), (picker, "picker"),
            (notes, "notes"), (total, "total"), (badge, "badge"), (card, "card"), (password, "password"),
        ] as [(UIView, String)] {
            control.accessibilityIdentifier = name
            view.addSubview(control)
        }
        constrain(heading, segments, slider, progress) { heading, segments, slider, progress in
            let superview = heading.superview!
            heading.leading == superview.leading + 16
            heading.top == superview.top + 16
            segments.leading == superview.leading + 16
            segments.top == heading.bottom + 12
            slider.leading == superview.leading + 16
            slider.trailing == superview.trailing - 16
            slider.top == segments.bottom + 16
            progress.leading == slider.leading
            progress.trailing == slider.trailing
            progress.top == slider.bottom + 16
        }
        constrain(smallSpinner, largeSpinner, pages, progress) { small, large, pages, progress in
            small.leading == small.superview!.leading + 16
            small.top == progress.bottom + 20
            large.leading == small.trailing + 16
            large.centerY == small.centerY
            pages.leading == large.trailing + 16
            pages.centerY == large.centerY
        }
        constrain(picker, notes, total, largeSpinner) { picker, notes, total, spinner in
            let superview = picker.superview!
            picker.centerX == superview.centerX
            picker.top == spinner.bottom + 12
            notes.leading == superview.leading + 16
            notes.trailing == superview.trailing - 16
            notes.top == picker.bottom + 12
            total.leading == superview.leading + 16
            total.top == notes.bottom + 12
        }
        constrain(badge, heading, card, total, password) { badge, heading, card, total, password in
            badge.leading == heading.trailing + 8
            badge.centerY == heading.centerY
            card.trailing == card.superview!.trailing - 16
            card.centerY == total.centerY
            card.width == 60
            card.height == 40
            password.leading == password.superview!.leading + 16
            password.width == 200
            password.top == card.bottom + 16
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { flavours.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        flavours[row]
    }
}

struct PickersAndProgress_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Pickers and progress") { PickersAndProgressViewController() }
                .summary(
                    "Segments (32 high), a slider (31), a progress bar (4), spinners (20 and 37), page dots, a "
                        + "picker (216), a text view that sizes to its text, attributed text, a rotated badge, a shadow, "
                        + "and a password field with an SF Symbol placeholder.")
        ]
    }
}
