// A ported sign-up form: a vertical stack of labels, fields and a button inside a scroll view.

import Cartography
import Foundation

/// The form as iOS apps write it: a stack view pinned to the scroll view's content guide and as wide as
/// its frame guide, so it scrolls vertically when taller than the screen. Its error label is hidden (it
/// takes no room) until **Sign up** is tapped with an empty name.
final class SignUpFormViewController: UIViewController {
    let scrollView = UIScrollView()
    let form = UIStackView()
    let heading = UILabel()
    let subtitle = UILabel()
    let errorLabel = UILabel()
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signUpButton = UIButton(type: .custom)
    let terms = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign up"
        view.backgroundColor = .white
        heading.text = "Create account"
        heading.font = .boldSystemFont(ofSize: 30)
        subtitle.text = "It takes a minute."
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = SystemColors.gray
        errorLabel.text = "Please enter your name."
        errorLabel.font = .systemFont(ofSize: 15)
        errorLabel.textColor = SystemColors.red
        errorLabel.isHidden = true
        for (field, placeholder) in [(nameField, "Name"), (emailField, "Email"), (passwordField, "Password")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.font = .systemFont(ofSize: 15)
        }
        signUpButton.setTitle("Sign up", for: .normal)
        signUpButton.titleLabel?.font = .boldSystemFont(ofSize: 15)
        signUpButton.backgroundColor = SystemColors.blue
        signUpButton.layer.cornerRadius = 10
        signUpButton.contentEdgeInsets = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
        signUpButton.addAction(UIAction { [unowned self] _ in self.signUp() }, for: .touchUpInside)
        terms.text = fourLetterWords(60)
        terms.font = .systemFont(ofSize: 10)
        terms.textColor = SystemColors.gray
        terms.numberOfLines = 0

        form.axis = .vertical
        form.spacing = 12
        form.isLayoutMarginsRelativeArrangement = true
        form.layoutMargins = UIEdgeInsets(all: 20)
        for (view, name) in [
            (heading, "heading"), (subtitle, "subtitle"), (errorLabel, "error"), (nameField, "name"),
            (emailField, "email"), (passwordField, "password"), (signUpButton, "signUp"), (terms, "terms"),
        ] as [(UIView, String)] {
            view.accessibilityIdentifier = name
            form.addArrangedSubview(view)
        }
        form.setCustomSpacing(24, after: passwordField)
        scrollView.accessibilityIdentifier = "scroll"
        form.accessibilityIdentifier = "form"
        view.addSubview(scrollView)
        scrollView.addSubview(form)

        constrain(scrollView, form, scrollView.contentLayoutGuide, scrollView.frameLayoutGuide) {
            scroll, form, content, frame in
            scroll.edges == scroll.superview!.edges
            form.edges == content.edges
            form.width == frame.width
        }
        constrain(nameField, emailField, passwordField) { name, email, password in
            name.height == 44
            email.height == 44
            password.height == 44
        }
    }

    /// Shows the error while the name is empty (the stack makes room for it).
    func signUp() {
        errorLabel.isHidden = !(nameField.text ?? "").isEmpty
    }
}

struct SignUpForm_Previews: PreviewProvider {
    static var groupName: String { UIKitScreensGroup.name }

    static var previews: [Preview] {
        [
            Preview("Sign-up form") { SignUpFormViewController() }
                .summary(
                    "A ported form: a vertical UIStackView (spacing 12, 24 after the password, margins 20) inside a "
                        + "UIScrollView; the hidden error label takes no room.")
        ]
    }
}
