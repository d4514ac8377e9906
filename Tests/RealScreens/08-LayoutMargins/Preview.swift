// Stand-ins and previews for ios-study-projects' LayoutMargins (anchors, spacer guides, button configurations).

import UIKit

extension UIColor {
    /// The app's button colours.
    static let darkBlue = UIColor(red: 0.05, green: 0.2, blue: 0.5, alpha: 1)
    static let darkGreen = UIColor(red: 0.05, green: 0.4, blue: 0.2, alpha: 1)
}

struct LayoutMargins_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("LayoutMargins") { LayoutMargins() }]
    }
}
