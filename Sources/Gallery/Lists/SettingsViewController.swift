// A settings screen as iOS draws it: an inset-grouped table of value1 rows and switches.

import Cartography
import Foundation

/// Settings: titled sections of `.value1` rows (a value on the right) and rows with a switch.
final class SettingsViewController: UITableViewController {
    private let sections: [(title: String, rows: [(String, String?)])] = [
        ("Connectivity", [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Airplane Mode", nil)]),
        ("Display", [("Text Size", "Large"), ("Dark Mode", nil), ("Auto-Lock", "30 seconds")]),
        ("About", [("Version", "17.4"), ("Model", "iPhone 15")]),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let (title, value) = sections[indexPath.section].rows[indexPath.row]
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "setting")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = value
        cell.accessoryView = value == nil ? UISwitch() : nil
        cell.accessoryType = value == nil ? .none : .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}
