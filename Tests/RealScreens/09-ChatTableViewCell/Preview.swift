// Stand-ins and previews for TikiTaka's ChatTableViewCell (SnapKit and Then, imported by other files of the app).

import SnapKit
import Then
import UIKit

/// The app's palette.
enum PointColor {
    static let primary = UIColor(red: 0.93, green: 0.93, blue: 0.95, alpha: 1)
}

struct ChatTableViewCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "ChatTableViewCell",
                view: {
                    let cell = ChatTableViewCell(style: .default, reuseIdentifier: "ChatTableViewCell")
                    cell.chatName.text = "Gayoung"
                    cell.chatTime.text = "10:42"
                    cell.lastMessage.text = "See you tomorrow!"
                    return namingViews(of: cell)
                })
        ]
    }
}
