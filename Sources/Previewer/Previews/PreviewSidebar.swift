// The sidebar: every preview, grouped by the provider that declares it, filtered by what is typed.

import Cartography
import GtkKit

/// The list of previews beside the content area. Typing anywhere in the window filters it (by preview or
/// group name, ignoring case, spaces included); Enter or Down then shows the first match and moves to the list;
/// a filter that matches nothing says so; choosing a row shows that preview.
@MainActor
final class PreviewSidebar {
    /// Scrolls the whole column when the window is lower than the filter, the list and the tools together, so
    /// the sidebar never sets the content area's minimum height (a 320×100 preview can be shown and recorded).
    let widget = ScrolledWindow(horizontal: .never, vertical: .automatic)
    private let column = Box(vertical: true)
    private let search = SearchEntry(placeholder: "Filter previews")
    private let list = ListBox()
    private let scroller = ScrolledWindow(horizontal: .never, vertical: .automatic)
    /// Buttons under the list.
    private let tools = Box(vertical: false, spacing: 4)
    /// Each row's preview, by row index.
    private(set) var entries: [(group: String, preview: Preview)] = []
    private var onSelect: (@MainActor (Int) -> Void)?
    /// Whether the filter was typed since Enter or Down last moved to its results: until then those keys go to
    /// the results wherever the focus is, after it to the focused widget (Down walks the list).
    private var filterTyped = false

    init() {
        widget.addCSSClass("sidebar")
        widget.setChild(column)
        scroller.setChild(list)
        scroller.setExpands(horizontally: false, vertically: true)
        column.append(search)
        column.append(scroller)
        tools.addCSSClass("sidebar-tools")
        column.append(tools)
        search.onSearchChanged { [weak self] in self?.applyFilter() }
        search.onTextChanged { [weak self] in self?.filterTyped = !(self?.search.text.isEmpty ?? true) }
        list.onRowSelected { [weak self] index in self?.onSelect?(index) }
    }

    /// Adds a button to the bar under the list.
    func addTool(_ button: Widget) {
        tools.append(button)
    }

    /// Lists the catalog's previews under their groups' names.
    func show(_ catalog: PreviewCatalog) {
        list.removeAll()
        entries = []
        for group in catalog.groups {
            list.appendHeading(group.name)
            for preview in group.previews {
                list.appendRow(
                    preview.name,
                    tooltip: [preview.name, preview.traits.summary].compactMap { $0 }.joined(separator: "\n"))
                entries.append((group.name, preview))
            }
        }
        applyFilter()
    }

    /// Typing in `window`'s widgets goes to the filter.
    func captureKeys(from window: Widget) {
        search.captureKeys(from: window)
        window.captureKeyPresses { [weak self] key in self?.filterKey(key) ?? false }
    }

    /// The keys GTK's key capture leaves to the focused widget while a filter is typed: a space (GTK starts no
    /// search with it, and would not go on with one), Enter and Down (to the results).
    private func filterKey(_ key: CapturedKey) -> Bool {
        guard !search.text.isEmpty else { return false }
        switch key {
        case .space:
            guard !search.containsFocus else { return false }
            search.append(" ")
            return true
        case .down, .enter:
            guard filterTyped else { return false }
            filterTyped = false
            // GTK filters a moment after the last key: the results must be the text's as typed.
            applyFilter()
            return list.selectFirstVisible()
        case .other:
            return false
        }
    }

    /// Runs `handler` with the index of the preview the user chose.
    func onPreviewSelected(_ handler: @escaping @MainActor (Int) -> Void) {
        onSelect = handler
    }

    /// Gives the keyboard focus to the list.
    func focusList() {
        list.grabFocus()
    }

    /// Marks a preview as the one shown, without choosing it again.
    func select(_ index: Int) {
        list.select(index)
    }

    /// The filter's text.
    var filterText: String {
        get { search.text }
        set { search.text = newValue }
    }

    /// The names of the previews the filter shows, in order.
    var visiblePreviewNames: [String] {
        list.visibleIndices.map { entries[$0].preview.name }
    }

    private func applyFilter() {
        let needle = search.text.lowercased()
        guard !needle.isEmpty else {
            list.setFilter(nil)
            return
        }
        list.setPlaceholder("No preview or group matches “\(search.text)”")
        let groups = entries.map { $0.group.lowercased() }
        list.setFilter { index, name in
            name.lowercased().contains(needle) || groups[index].contains(needle)
        }
    }
}
