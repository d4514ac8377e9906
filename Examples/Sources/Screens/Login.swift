// A login card: a title, two text fields, a button and a link, centred and no wider than 400 points.

import Cartography
import Foundation

/// A text field's look, until the library has text fields: a bordered box with placeholder text.
final class FieldBox: UIView {
    let placeholderLabel = UILabel()

    init(placeholder: String) {
        super.init(frame: .zero)
        accessibilityIdentifier = placeholder
        backgroundColor = .white
        layer.cornerRadius = 6
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.8).cgColor
        placeholderLabel.text = placeholder
        placeholderLabel.textColor = .lightGray
        placeholderLabel.font = .systemFont(ofSize: 16)
        addSubview(placeholderLabel)
        constrain(placeholderLabel) { label in
            label.leading == label.superview!.leading + 12
            label.trailing == label.superview!.trailing - 12
            label.top == label.superview!.top
            label.bottom == label.superview!.bottom
        }
    }

    /// Fields are made in code, never decoded from an archive.
    required init?(coder: NSCoder) {
        return nil
    }
}

/// Sign-in: the card keeps 24 points from the screen's sides on a phone and stops growing at 400 wide.
final class LoginCardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()
    let email = FieldBox(placeholder: "Email")
    let password = FieldBox(placeholder: "Password")
    let signIn = UIView()
    let signInTitle = UILabel()
    let forgotLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        view.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 0.98)

        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.accessibilityIdentifier = "card"
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.text = "Welcome back"
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.textAlignment = .center
        signIn.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.95)
        signIn.layer.cornerRadius = 8
        signIn.accessibilityIdentifier = "signIn"
        signInTitle.text = "Sign in"
        signInTitle.font = .boldSystemFont(ofSize: 17)
        signInTitle.textColor = .white
        signInTitle.textAlignment = .center
        signIn.addSubview(signInTitle)
        forgotLabel.accessibilityIdentifier = "forgot"
        forgotLabel.text = "Forgot your password?"
        forgotLabel.font = .systemFont(ofSize: 14)
        forgotLabel.textColor = UIColor(red: 0.1, green: 0.45, blue: 0.95)
        forgotLabel.textAlignment = .center

        view.addSubview(card)
        for subview in [titleLabel, email, password, signIn, forgotLabel] { card.addSubview(subview) }

        constrain(card) { card in
            card.center == card.superview!.center
            card.width <= 400
            card.leading >= card.superview!.leading + 24
            card.width == card.superview!.width - 48 ~ .defaultHigh
        }
        constrain(titleLabel, email, password, signIn, forgotLabel) { title, email, password, signIn, forgot in
            for item in [title, email, password, signIn, forgot] {
                item.leading == item.superview!.leading + 20
                item.trailing == item.superview!.trailing - 20
            }
            title.top == title.superview!.top + 24
            title.height == 30
            email.top == title.bottom + 20
            email.height == 44
            password.top == email.bottom + 12
            password.height == email.height
            signIn.top == password.bottom + 20
            signIn.height == 48
            forgot.top == signIn.bottom + 12
            forgot.height == 20
            forgot.bottom == forgot.superview!.bottom - 20
        }
        constrain(signInTitle) { title in
            title.edges == title.superview!.edges
        }
    }
}

struct LoginCard_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Login card") { LoginCardViewController() },
            Preview("Login card, tablet", size: CGSize(width: 1024, height: 768)) { LoginCardViewController() },
        ]
    }
}
