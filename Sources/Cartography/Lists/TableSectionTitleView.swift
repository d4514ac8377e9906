// The standard header or footer of a table section: its title in the style's font and place.

import Foundation

/// A section header or footer showing the data source's title, as UIKit's standard one: in a plain
/// table, 17-point bold text at the leading margin, centred, on a light grey band; in grouped tables,
/// 13-point secondary text just above (header) or below (footer) the section.
final class TableSectionTitleView: View {
    let titleLabel = Label()

    init(title: String?, style: TableView.Style, isHeader: Bool, inset: CGFloat) {
        super.init(frame: .zero)
        ownerGivenName = isHeader ? "sectionHeader" : "sectionFooter"
        guard let title else { return }
        titleLabel.text = title
        titleLabel.ownerGivenName = "\(ownerGivenName ?? "section").titleLabel"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        let leading = 16 + inset
        var specs: [(LayoutAttribute, LayoutAttribute, CGFloat)] = [(.leading, .leading, leading)]
        if style == .plain {
            backgroundColor = .secondarySystemBackground
            titleLabel.font = .boldSystemFont(ofSize: 17)
            specs.append((.centerY, .centerY, 0))
        } else {
            titleLabel.font = .systemFont(ofSize: 13)
            titleLabel.textColor = .secondaryLabel
            specs.append(isHeader ? (.bottom, .bottom, -7) : (.top, .top, 7))
        }
        for (first, second, constant) in specs {
            let constraint = LayoutConstraint(
                firstItem: titleLabel, firstAttribute: first, relation: .equal, secondItem: self,
                secondAttribute: second, multiplier: 1, constant: constant, priority: .required, callSite: .none)
            constraint.identifier = "section title"
            _ = constraint.activate()
        }
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
