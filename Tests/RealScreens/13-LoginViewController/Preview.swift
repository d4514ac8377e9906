// Previews for swift-app-lessons' LoginViewController (anchors, fixed widths): it needs no stand-ins.

import UIKit

struct LoginViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("LoginViewController") { namingViews(of: LoginViewController()) }]
    }
}
