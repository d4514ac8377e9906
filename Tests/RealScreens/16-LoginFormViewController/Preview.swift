// Previews for Swift-Project's LoginForm LoginViewController (a stack view centred with anchors): no stand-ins.

import UIKit

struct LoginFormViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("LoginForm LoginViewController") { namingViews(of: LoginViewController()) }]
    }
}
