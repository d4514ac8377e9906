// UIKit's row, section and item accessors on Foundation's IndexPath.

import Foundation

extension IndexPath {
    /// A row of a section, as UIKit's `IndexPath(row:section:)` for table views.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An item of a section, as UIKit's `IndexPath(item:section:)` for collection views.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index (UIKit's).
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { self = IndexPath(indexes: [newValue, 0]) } else { self[0] = newValue } }
    }

    /// The row within the section: the second index (UIKit's).
    public var row: Int {
        get { count < 2 ? 0 : self[1] }
        set { if count < 2 { self = IndexPath(indexes: [section, newValue]) } else { self[1] = newValue } }
    }

    /// The item within the section, the same index as ``row`` (UIKit's name for collection views).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
