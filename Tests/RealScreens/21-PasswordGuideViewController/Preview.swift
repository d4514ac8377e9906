// Previews for PasswordGuide's ViewController (Cartography, #colorLiteral, a table view; Rx imports it does not
// use yet: stand-ins in Modules/).

import UIKit

struct PasswordGuideViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("PasswordGuide ViewController") { namingViews(of: ViewController()) }]
    }
}
