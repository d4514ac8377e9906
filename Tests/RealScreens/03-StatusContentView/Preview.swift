// Stand-ins and previews for Bonfire's StatusContentView (Cartography, the app's view factories).

import Cartography
import UIKit

/// The feed's sample data: only a user's status is shown here.
struct DummyPost {
    struct User {
        struct Status {
            var emoji: String?
            var text: String?
        }
    }
}

extension UIColor {
    /// The app's light grey for content bubbles.
    static var contentGray: UIColor { UIColor(red: 240 / 255, green: 240 / 255, blue: 242 / 255, alpha: 1) }
}

extension UIView {
    /// The app's view factory: a coloured, rounded view with an optional fixed size.
    convenience init(
        backgroundColor: UIColor = .clear, height: CGFloat? = nil, width: CGFloat? = nil, cornerRadius: CGFloat = 0
    ) {
        self.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        self.backgroundColor = backgroundColor
        layer.cornerRadius = cornerRadius
        constrain(self) { view in
            if let width { view.width == width }
            if let height { view.height == height }
        }
    }
}

extension UILabel {
    /// The app's label factory: a system font of a size and weight, one line or many.
    convenience init(size: CGFloat, weight: UIFont.Weight, multiline: Bool = true) {
        self.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        font = UIFont.systemFont(ofSize: size, weight: weight)
        textColor = .black
        if multiline { numberOfLines = 0 }
    }
}

struct StatusContentView_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "StatusContentView",
                view: {
                    namingViews(of: StatusContentView(status: DummyPost.User.Status(emoji: "🔥", text: "On fire today")))
                })
        ]
    }
}
