// A form: labels and text fields in two columns, each label on its field's baseline, fields as wide as the
// window allows.

import Cartography
import Foundation

/// Name, email and password: a right-aligned caption column 90 points wide and a column of fields that
/// takes the rest of the width; each caption sits on its field's first baseline, as text should.
final class FormViewController: UIViewController {
    let captions = ["Name", "Email", "Password"].map { text -> UILabel in
        let label = UILabel()
        label.text = text
        label.textAlignment = .right
        label.textColor = DemoPalette.slate
        label.accessibilityIdentifier = "caption" + text
        return label
    }
    let fields = ["Ada Lovelace", "ada@example.com", ""].map { text -> UITextField in
        let field = UITextField()
        field.text = text.isEmpty ? nil : text
        field.borderStyle = .roundedRect
        return field
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        fields[2].placeholder = "Required"
        for (index, field) in fields.enumerated() {
            field.accessibilityIdentifier = "field" + ["Name", "Email", "Password"][index]
            view.addSubview(captions[index])
            view.addSubview(field)
        }
        for index in fields.indices {
            constrain(captions[index], fields[index]) { caption, field in
                caption.leading == caption.superview!.leading + 16
                caption.width == 90
                field.leading == caption.trailing + 8
                field.trailing == field.superview!.trailing - 16
                caption.firstBaseline == field.firstBaseline
            }
        }
        constrain(fields[0], fields[1], fields[2]) { name, email, password in
            name.top == name.superview!.top + 24
            email.top == name.bottom + 12
            password.top == email.bottom + 12
        }
    }
}

struct Form_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Form") { FormViewController() }
                .summary("Captions on their fields' baselines; the fields' width follows the window.")
        ]
    }
}
