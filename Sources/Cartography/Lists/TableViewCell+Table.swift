// What a table needs of its cells: making a registered class, separators, and UIKit's separator style.

import Foundation

extension TableViewCell {
    /// Whether a table draws lines between rows, as `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline at the bottom of each row (the default).
        case singleLine
        /// As `singleLine` (an old etched look UIKit no longer draws).
        case singleLineEtched
    }

    /// Shows the hairline at the bottom of the cell, inset at the sides, or hides it (nil).
    func showSeparator(_ insets: EdgeInsets?, color: Color?) {
        guard let insets, separatorHeight > 0 else {
            separatorView?.removeFromSuperview()
            separatorView = nil
            return
        }
        let line = separatorView ?? View(frame: .zero)
        line.ownerGivenName = "\(debugName).separator"
        line.backgroundColor = color
        line.frame = CGRect(
            x: insets.left, y: bounds.height - separatorHeight,
            width: max(0, bounds.width - insets.left - insets.right),
            height: separatorHeight)
        if line.superview !== self { addSubview(line) }
        separatorView = line
    }
}
