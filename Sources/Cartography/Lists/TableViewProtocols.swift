// UITableViewDataSource and UITableViewDelegate, with UIKit's optional methods as defaults.

import Foundation

/// What a table shows, as UITableViewDataSource: how many sections and rows, and the cell of each row.
/// Methods other than the two required ones have UIKit's defaults (one section, no titles).
///
/// Because the defaults are protocol extensions, a class that inherits conformance from a superclass
/// that does not implement a method cannot add it; ``TableViewController`` implements every method so
/// its subclasses can override them, as in UIKit.
public protocol TableViewDataSource: AnyObject {
    /// The number of rows of a section (required).
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of a row, usually from ``TableView/dequeueReusableCell(withIdentifier:for:)`` (required).
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The title of a section's header, drawn in the standard header; nil (no title) by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; nil by default.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section, as UIKit's default.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// How a table lays out and reacts, as UITableViewDelegate: heights, header and footer views, selection.
/// Every method is optional; the defaults do what UIKit does when a delegate does not implement it.
public protocol TableViewDelegate: AnyObject {
    /// A row's height; ``TableView/automaticDimension`` sizes the cell from its constraints.
    /// By default the table's ``TableView/rowHeight``.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A row's height before its cell exists; by default the table's ``TableView/estimatedRowHeight``.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height; by default the table's ``TableView/sectionHeaderHeight``.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height; by default the table's ``TableView/sectionFooterHeight``.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section's header view, in place of the titled one; nil by default.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A section's footer view; nil by default.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// Called before a cell is shown for a row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Called after a row is selected.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// The table's row height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's estimated row height.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's section header height.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's section footer height.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// No header view: the standard one shows the title, if any.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No footer view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
