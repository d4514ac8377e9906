// GtkListBox: a vertical list of rows of text, with headings, filtering and one selected row.

import CGtk
import CGtkShim

/// A list of selectable text rows under non-selectable headings, filtered by a predicate.
///
/// ```swift
/// let list = ListBox()
/// list.appendHeading("NineGrid")
/// let row = list.appendRow("Nine-grid", tooltip: "The seed's demo")
/// list.onRowSelected { index in … }
/// list.select(row)
/// ```
@MainActor
public final class ListBox: Widget {
    private var rows: [UnsafeMutablePointer<GtkListBoxRow>] = []
    private var rowTexts: [String] = []
    private var headings: [(row: UnsafeMutablePointer<GtkListBoxRow>, firstRow: Int)] = []
    private var selectionHandler: (@MainActor (Int) -> Void)?
    private var isSelectingInCode = false
    private var placeholder: UnsafeMutablePointer<GtkWidget>?

    public init() {
        super.init(adopting: UnsafeMutableRawPointer(gtk_list_box_new()))
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_BROWSE)
        let handler: CGtkPointerHandler = { _, row, userData in
            let box = ActionBox.from(userData)
            _ = row
            MainActor.assumeIsolated { box() }
        }
        cgtk_signal_connect_pointer(
            object, "row-selected", handler,
            ActionBox({ [weak self] in self?.selectionChanged() }).retained(), releaseActionBoxClosure)
    }

    private var list: OpaquePointer { opaque }

    /// Adds a heading (not selectable) above the rows added after it.
    public func appendHeading(_ text: String) {
        let row = makeRow(text, cssClass: "heading")
        gtk_list_box_row_set_selectable(row, 0)
        gtk_list_box_row_set_activatable(row, 0)
        headings.append((row, rows.count))
    }

    /// Adds a selectable row and returns its index. A row that does not wrap is shortened in the middle when it
    /// does not fit, and its tooltip is its whole text when no other is given.
    @discardableResult
    public func appendRow(_ text: String, tooltip: String? = nil, wraps: Bool = false) -> Int {
        let row = makeRow(text, cssClass: nil, wraps: wraps)
        if let tooltip = tooltip ?? (wraps ? nil : text) {
            gtk_widget_set_tooltip_text(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self), tooltip)
        }
        rows.append(row)
        rowTexts.append(text)
        return rows.count - 1
    }

    /// Removes every row and heading.
    public func removeAll() {
        isSelectingInCode = true
        defer { isSelectingInCode = false }
        for row in rows { gtk_list_box_remove(list, widget(row)) }
        for heading in headings { gtk_list_box_remove(list, widget(heading.row)) }
        rows = []
        rowTexts = []
        headings = []
    }

    /// Selects a row without calling the selection handler.
    public func select(_ index: Int) {
        guard rows.indices.contains(index) else { return }
        isSelectingInCode = true
        defer { isSelectingInCode = false }
        gtk_list_box_select_row(list, rows[index])
    }

    /// Lets no row be selected, or one (a click selects it, as it activates it).
    public func setSelectable(_ selectable: Bool) {
        gtk_list_box_set_selection_mode(list, selectable ? GTK_SELECTION_SINGLE : GTK_SELECTION_NONE)
    }

    /// Runs `handler` with the row a click (or Enter) activated, selected or not.
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) {
        let trampoline: CGtkPointerHandler = { _, row, userData in
            let box = CallbackBox<@MainActor (UnsafeMutableRawPointer?) -> Void>.from(userData)
            MainActor.assumeIsolated { box(row) }
        }
        let release: GClosureNotify = { userData, _ in
            Unmanaged<CallbackBox<@MainActor (UnsafeMutableRawPointer?) -> Void>>.fromOpaque(userData!).release()
        }
        let box = CallbackBox<@MainActor (UnsafeMutableRawPointer?) -> Void> { [weak self] row in
            guard let self, let row, let index = self.rows.firstIndex(where: { UnsafeMutableRawPointer($0) == row })
            else { return }
            handler(index)
        }
        cgtk_signal_connect_pointer(object, "row-activated", trampoline, box.retained(), release)
    }

    /// The selected row, if any.
    public var selectedIndex: Int? {
        guard let selected = gtk_list_box_get_selected_row(list) else { return nil }
        return rows.firstIndex(of: selected)
    }

    /// Runs `handler` with the row the user selected.
    public func onRowSelected(_ handler: @escaping @MainActor (Int) -> Void) {
        selectionHandler = handler
    }

    /// Shows only the rows that pass `predicate`, given each row's index and text (and the headings above
    /// them); nil shows every row.
    public func setFilter(_ predicate: (@MainActor (Int, String) -> Bool)?) {
        for (index, row) in rows.enumerated() {
            gtk_widget_set_visible(widget(row), predicate?(index, rowTexts[index]) ?? true ? 1 : 0)
        }
        for (position, heading) in headings.enumerated() {
            let end = position + 1 < headings.count ? headings[position + 1].firstRow : rows.count
            let anyVisible = (heading.firstRow..<end).contains { gtk_widget_get_visible(widget(rows[$0])) != 0 }
            gtk_widget_set_visible(widget(heading.row), anyVisible ? 1 : 0)
        }
    }

    /// Shows `text` in place of the rows when the filter hides them all.
    public func setPlaceholder(_ text: String) {
        if placeholder == nil {
            let label = gtk_label_new(nil)!
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_widget_set_margin_start(label, 8)
            gtk_widget_set_margin_end(label, 8)
            gtk_widget_set_margin_top(label, 12)
            gtk_widget_add_css_class(label, "dim-label")
            gtk_list_box_set_placeholder(list, label)
            placeholder = label
        }
        gtk_label_set_text(OpaquePointer(placeholder), text)
    }

    /// Selects the first row the filter shows and moves the keyboard focus to it; false if none is shown.
    @discardableResult
    public func selectFirstVisible() -> Bool {
        guard let first = visibleIndices.first else { return false }
        gtk_widget_grab_focus(widget(rows[first]))
        gtk_list_box_select_row(list, rows[first])
        return true
    }

    /// Each row's frame in `ancestor`'s coordinates (nil for a row not shown), in the order they were added.
    public func rowFrames(in ancestor: Widget) -> [PixelRect?] {
        rows.map { Widget.bounds(of: widget($0), in: ancestor) }
    }

    /// The indexes of the rows shown under the filter.
    public var visibleIndices: [Int] {
        rows.indices.filter { gtk_widget_get_visible(widget(rows[$0])) != 0 }
    }

    private func selectionChanged() {
        guard !isSelectingInCode, let index = selectedIndex else { return }
        selectionHandler?(index)
    }

    private func makeRow(
        _ text: String, cssClass: String?, wraps: Bool = false
    ) -> UnsafeMutablePointer<GtkListBoxRow> {
        let row = UnsafeMutableRawPointer(gtk_list_box_row_new()!).assumingMemoryBound(to: GtkListBoxRow.self)
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(OpaquePointer(label), 0)
        if wraps {
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_wrap_mode(OpaquePointer(label), PANGO_WRAP_WORD_CHAR)
        } else {
            // A name's end tells similar names apart ("Stack views: equal, centre…" from its neighbours).
            gtk_label_set_ellipsize(
                OpaquePointer(label), cssClass == nil ? PANGO_ELLIPSIZE_MIDDLE : PANGO_ELLIPSIZE_END)
        }
        gtk_widget_set_margin_start(label, cssClass == nil ? 18 : 8)
        gtk_widget_set_margin_end(label, 8)
        gtk_widget_set_margin_top(label, 4)
        gtk_widget_set_margin_bottom(label, 4)
        if let cssClass { gtk_widget_add_css_class(label, cssClass) }
        gtk_list_box_row_set_child(row, label)
        gtk_list_box_append(list, widget(row))
        return row
    }

    private func widget(_ row: UnsafeMutablePointer<GtkListBoxRow>) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self)
    }
}
