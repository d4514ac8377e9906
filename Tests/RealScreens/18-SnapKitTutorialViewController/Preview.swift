// Previews for TIL's SnapKitTutorial ViewController (SnapKit edges and insets): no stand-ins.

import UIKit

struct SnapKitTutorialViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("SnapKitTutorial ViewController") { ViewController() }]
    }
}
