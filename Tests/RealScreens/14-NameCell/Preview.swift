// Previews for NoStoryBoardsTables' NameCell (anchors with isActive, UITableViewCellStyle): no stand-ins.

import UIKit

struct NameCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "NameCell",
                view: {
                    let cell = NameCell(style: .default, reuseIdentifier: "NameCell")
                    cell.nameLabel.text = "Ada Lovelace"
                    return namingViews(of: cell)
                })
        ]
    }
}
