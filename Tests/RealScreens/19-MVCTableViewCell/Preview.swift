// Previews for JackzcBaseApp's MVCTableViewCell (SnapKit imported elsewhere in the app, UITableViewCellStyle).

import SnapKit
import UIKit

struct MVCTableViewCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "MVCTableViewCell",
                view: {
                    let cell = MVCTableViewCell(style: .default, reuseIdentifier: "MVCTableViewCell")
                    cell.contentLabel.text = "Model-View-Controller"
                    return namingViews(of: cell)
                })
        ]
    }
}
