// A view controller whose view is a table, and which is its data source and delegate, as UITableViewController.

import Foundation

/// A controller whose view is a ``TableView`` it feeds, as UITableViewController: subclasses override
/// the data source and delegate methods they need.
///
/// ```swift
/// final class SettingsViewController: UITableViewController {
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///         cell.textLabel?.text = "Row \(indexPath.row)"
///         return cell
///     }
/// }
/// ```
///
/// Every data source and delegate method is implemented here with UIKit's default, so that a subclass's
/// override is the one the table calls (a protocol extension's default could not be overridden).
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table's style, fixed at creation.
    public let style: TableView.Style
    private var storedTableView: TableView?

    /// A controller with a table of a style: `UITableViewController(style: .insetGrouped)`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table, as UIKit's `init(nibName:bundle:)`.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        self.style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The table, which is the controller's view; made with the view.
    public var tableView: TableView {
        get {
            _ = view
            return storedTableView ?? TableView(frame: .zero, style: style)
        }
        set {
            storedTableView = newValue
            newValue.dataSource = self
            newValue.delegate = self
            view = newValue
        }
    }

    /// Makes the table, with the controller as its data source and delegate.
    open override func loadView() {
        let table = TableView(frame: .zero, style: style)
        table.dataSource = self
        table.delegate = self
        storedTableView = table
        view = table
    }

    // MARK: Data source

    /// No rows; subclasses override.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// An empty cell; subclasses override.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // MARK: Delegate

    /// The table's row height.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's estimated row height.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's section header height.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's section footer height.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// No header view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No footer view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}
