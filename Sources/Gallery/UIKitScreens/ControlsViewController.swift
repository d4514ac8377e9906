// The controls real screens constrain, each sized by its content: buttons, text fields, switches, images, a cell.

import Cartography
import Foundation

/// One of each control, placed by edges only (their sizes are intrinsic): a system button and a filled
/// one, text fields in the four border styles, switches off and on, the artwork in three content
/// modes, and a subtitle cell.
final class ControlsViewController: UIViewController {
    let systemButton = UIButton(type: .system)
    let filledButton = UIButton(type: .custom)
    let roundedField = UITextField()
    let lineField = UITextField()
    let bezelField = UITextField()
    let plainField = UITextField()
    let offSwitch = UISwitch()
    let onSwitch = UISwitch()
    let fitImage = UIImageView()
    let fillImage = UIImageView()
    let stretchImage = UIImageView()
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
    /// How many times a button was tapped, shown in the system button's title.
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Controls"
        view.backgroundColor = .white
        systemButton.setTitle("Button", for: .normal)
        systemButton.addAction(UIAction { [unowned self] _ in self.tapped() }, for: .touchUpInside)
        filledButton.setTitle("Continue", for: .normal)
        filledButton.backgroundColor = SystemColors.blue
        filledButton.layer.cornerRadius = 8
        filledButton.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        filledButton.addAction(UIAction { [unowned self] _ in self.tapped() }, for: .touchUpInside)

        let fields: [(UITextField, UITextField.BorderStyle, String?, String?)] = [
            (roundedField, .roundedRect, nil, "Email"), (lineField, .line, "Ada Lovelace", nil),
            (bezelField, .bezel, nil, "Password"), (plainField, .none, nil, "No border"),
        ]
        for (field, style, text, placeholder) in fields {
            field.borderStyle = style
            field.font = .systemFont(ofSize: 15)
            field.text = text
            field.placeholder = placeholder
        }
        onSwitch.isOn = true
        let artwork = GalleryImages.named("artwork")
        for (imageView, mode) in [
            (fitImage, .scaleAspectFit), (fillImage, .scaleAspectFill), (stretchImage, .scaleToFill),
        ]
            as [(UIImageView, UIView.ContentMode)]
        {
            imageView.image = artwork
            imageView.contentMode = mode
            imageView.clipsToBounds = true
            imageView.backgroundColor = SystemColors.groupedBackground
        }
        cell.textLabel?.text = "Cell title"
        cell.detailTextLabel?.text = "Subtitle"
        cell.backgroundColor = SystemColors.groupedBackground

        for (control, name) in [
            (systemButton, "systemButton"), (filledButton, "filledButton"), (roundedField, "roundedField"),
            (lineField, "lineField"), (bezelField, "bezelField"), (plainField, "plainField"),
            (offSwitch, "offSwitch"), (onSwitch, "onSwitch"), (fitImage, "fitImage"), (fillImage, "fillImage"),
            (stretchImage, "stretchImage"), (cell, "cell"),
        ] as [(UIView, String)] {
            control.accessibilityIdentifier = name
            view.addSubview(control)
        }

        constrain(systemButton, filledButton, offSwitch, onSwitch) { system, filled, off, on in
            let superview = system.superview!
            system.leading == superview.leading + 16
            system.top == superview.top + 20
            filled.leading == system.trailing + 16
            filled.centerY == system.centerY
            off.leading == superview.leading + 16
            off.top == superview.top + 220
            on.leading == off.trailing + 16
            on.top == off.top
        }
        var previous: UIView = systemButton
        for field in [roundedField, lineField, bezelField, plainField] {
            let gap: CGFloat = previous === systemButton ? 20 : 12
            constrain(field, previous) { field, previous in
                field.leading == field.superview!.leading + 16
                field.trailing == field.superview!.trailing - 16
                field.top == previous.bottom + gap
            }
            previous = field
        }
        constrain(fitImage, fillImage, stretchImage, offSwitch) { fit, fill, stretch, toggle in
            fit.leading == fit.superview!.leading + 16
            fill.leading == fit.trailing + 8
            stretch.leading == fill.trailing + 8
            for image in [fit, fill, stretch] {
                image.top == toggle.bottom + 20
                image.width == 88
                image.height == 60
            }
        }
        constrain(cell, fitImage) { cell, image in
            cell.leading == cell.superview!.leading
            cell.trailing == cell.superview!.trailing
            cell.top == image.bottom + 20
            cell.height == 64
        }
    }

    private func tapped() {
        taps += 1
        systemButton.setTitle("Tapped \(taps)", for: .normal)
    }
}

struct Controls_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Controls") { ControlsViewController() }
                .summary(
                    "Buttons, text fields (rounded, line, bezel, none), switches, image views (aspect fit, aspect "
                        + "fill, scale to fill) and a subtitle cell, each as large as its content.")
        ]
    }
}
