// Previews for URBNConvenience's URBNTableViewHelperCell (VFL against the content view's margins): no stand-ins.

import UIKit

struct URBNTableViewHelperCell_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview(
                "URBNTableViewHelperCell",
                view: {
                    let cell = URBNTableViewHelperCell(style: .default, reuseIdentifier: "cell")
                    cell.updateCellContent(sampleData: ["title": "Title", "detail": "Some detail"])
                    return namingViews(of: cell)
                })
        ]
    }
}
