// Previews for Swift2020's codeTableViewCell (SnapKit, whose import the file comments out: the app imports it).

import SnapKit
import UIKit

struct CodeTableViewCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "codeTableViewCell",
                view: {
                    let cell = codeTableViewCell(style: .default, reuseIdentifier: codeIdentify)
                    cell.titleLabel.text = "Code"
                    return namingViews(of: cell)
                })
        ]
    }
}
