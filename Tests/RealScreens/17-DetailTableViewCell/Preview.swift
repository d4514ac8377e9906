// Previews for LearningProject's DetailTableViewCell (SnapKit, imported by other files of the app).

import SnapKit
import UIKit

struct DetailTableViewCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "DetailTableViewCell",
                view: {
                    let cell = DetailTableViewCell(style: .default, reuseIdentifier: "DetailTableViewCell")
                    cell.label.text = "Market cap: $1.2T"
                    return namingViews(of: cell)
                })
        ]
    }
}
