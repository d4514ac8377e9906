// Stand-ins and previews for ios-homeworks' ProfileHeaderView (NSLayoutAnchor, target/action).

import UIKit

/// The app's accent colour.
let colorSet = UIColor(red: 0.28, green: 0.52, blue: 0.8, alpha: 1)

struct ProfileHeaderView_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("ProfileHeaderView", view: { namingViews(of: ProfileHeaderView(frame: .zero)) })]
    }
}
