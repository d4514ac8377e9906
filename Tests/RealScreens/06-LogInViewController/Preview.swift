// Stand-ins and previews for ios-homeworks' LogInViewController (a form in a scroll view, anchors).

import UIKit

/// The demo account the form accepts.
struct LoginKey {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let UserName = "user@example.com"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let UserPassword = "secret1"
}

/// The screen a successful log-in shows.
final class ProfileViewController: UIViewController {}

extension UITextField {
    /// The app's shake of a field left empty (an animation; nothing to lay out).
    func shakeText() {}
}

struct LogInViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("LogInViewController") { namingViews(of: LogInViewController()) }]
    }
}
