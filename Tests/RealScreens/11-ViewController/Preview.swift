// Previews for DemoPractice's Project6 ViewController (the Visual Format Language): it needs no stand-ins.

import UIKit

struct ViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("Project6 ViewController") { ViewController() }]
    }
}
