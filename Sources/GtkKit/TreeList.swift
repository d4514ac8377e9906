// GtkListView over a GtkTreeListModel: a tree of text rows with expanders, one row selected at a time.

import CGtk
import CGtkShim

/// A tree of titled rows, each with an expander when it has children (every row starts expanded), where the
/// user selects one row. Rows are named by their index path: `[0]` the first root, `[0, 2]` its third child.
///
/// ```swift
/// let tree = TreeList()
/// tree.show([TreeList.Node(title: "root", children: [TreeList.Node(title: "child")])])
/// tree.onSelect { path in print(path) }   // [0, 0] when the child is clicked
/// tree.select([0, 0])
/// ```
@MainActor
public final class TreeList: Widget {
    /// One row and the rows under it.
    public struct Node: Sendable, Equatable {
        /// The row's text.
        public var title: String
        /// The rows under it, in order.
        public var children: [Node]

        /// A row with `children` under it.
        public init(title: String, children: [Node] = []) {
            self.title = title
            self.children = children
        }
    }

    /// What GTK's callbacks read: each row's title and its children's keys, by key (the path, dot-separated).
    private final class Rows {
        var titles: [String: String] = [:]
        var children: [String: [String]] = [:]
    }

    private let rows = Rows()
    private let rootStore: OpaquePointer
    private let treeModel: OpaquePointer
    private let selection: OpaquePointer
    private var handler: (@MainActor ([Int]) -> Void)?
    private var isSelectingInCode = false

    /// An empty tree.
    public init() {
        rootStore = g_list_store_new(gtk_string_object_get_type())
        typealias RowsBox = CallbackBox<Rows>
        let createChildren: GtkTreeListModelCreateModelFunc = { item, userData in
            let rows = RowsBox.from(userData)
            guard let item else { return nil }
            let key = String(cString: gtk_string_object_get_string(OpaquePointer(item)))
            guard let children = rows.children[key], !children.isEmpty else { return nil }
            let store = g_list_store_new(gtk_string_object_get_type())
            for child in children { TreeList.append(child, to: store) }
            return store
        }
        let releaseRows: GDestroyNotify = { Unmanaged<RowsBox>.fromOpaque($0!).release() }
        // The tree model takes the root store's reference, and the selection the tree model's.
        treeModel = gtk_tree_list_model_new(
            rootStore, 0, 1, createChildren, RowsBox(rows).retained(), releaseRows)
        selection = gtk_single_selection_new(treeModel)
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        let factory = gtk_signal_list_item_factory_new()!
        let setup: CGtkPointerHandler = { _, listItem, _ in
            let label = gtk_label_new("")!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            // A view's name keeps its end (`…Controller.view`) and its start; the tooltip has all of it.
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_MIDDLE)
            let expander = gtk_tree_expander_new()!
            gtk_tree_expander_set_child(OpaquePointer(expander), label)
            gtk_list_item_set_child(OpaquePointer(listItem), expander)
        }
        let bind: CGtkPointerHandler = { _, listItem, userData in
            let rows = RowsBox.from(userData)
            let item = OpaquePointer(listItem)
            guard let row = gtk_list_item_get_item(item), let expander = gtk_list_item_get_child(item) else { return }
            gtk_tree_expander_set_list_row(OpaquePointer(expander), OpaquePointer(row))
            guard let object = gtk_tree_list_row_get_item(OpaquePointer(row)) else { return }
            let key = String(cString: gtk_string_object_get_string(OpaquePointer(object)))
            g_object_unref(object)
            if let label = gtk_tree_expander_get_child(OpaquePointer(expander)) {
                let title = rows.titles[key] ?? key
                gtk_label_set_text(OpaquePointer(label), title)
                gtk_widget_set_tooltip_text(label, title)
            }
        }
        let releaseClosure: GClosureNotify = { userData, _ in
            if let userData { Unmanaged<RowsBox>.fromOpaque(userData).release() }
        }
        cgtk_signal_connect_pointer(UnsafeMutableRawPointer(factory), "setup", setup, nil, nil)
        cgtk_signal_connect_pointer(
            UnsafeMutableRawPointer(factory), "bind", bind, RowsBox(rows).retained(), releaseClosure)
        // The list view takes the selection's and the factory's references.
        super.init(adopting: UnsafeMutableRawPointer(gtk_list_view_new(selection, factory)))
        let changed: @convention(c) (OpaquePointer?, guint, guint, UnsafeMutableRawPointer?) -> Void = {
            _, _, _, userData in
            let body = ActionBox.from(userData)
            MainActor.assumeIsolated { body() }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(selection), "selection-changed", unsafeBitCast(changed, to: GCallback.self),
            ActionBox({ [weak self] in self?.selectionChanged() }).retained(), releaseActionBoxClosure,
            GConnectFlags(rawValue: 0))
    }

    private static func append(_ key: String, to store: OpaquePointer?) {
        let object = gtk_string_object_new(key)
        g_list_store_append(store, UnsafeMutableRawPointer(object))
        g_object_unref(UnsafeMutableRawPointer(object))
    }

    /// Shows `roots` and everything under them, expanded; nothing is selected afterwards.
    public func show(_ roots: [Node]) {
        isSelectingInCode = true
        defer { isSelectingInCode = false }
        rows.titles = [:]
        rows.children = [:]
        func register(_ node: Node, key: String) {
            rows.titles[key] = node.title
            rows.children[key] = node.children.indices.map { "\(key).\($0)" }
            for (index, child) in node.children.enumerated() { register(child, key: "\(key).\(index)") }
        }
        for (index, root) in roots.enumerated() { register(root, key: "\(index)") }
        g_list_store_remove_all(rootStore)
        for index in roots.indices { Self.append("\(index)", to: rootStore) }
    }

    /// Selects the row at `path` (expanding nothing: rows start expanded) and scrolls to it, without calling
    /// the selection handler; an unknown path clears the selection.
    public func select(_ path: [Int]) {
        isSelectingInCode = true
        defer { isSelectingInCode = false }
        guard let position = position(of: path.map(String.init).joined(separator: ".")) else {
            return unselectAll()
        }
        gtk_single_selection_set_selected(selection, guint(position))
        _ = gtk_widget_activate_action_variant(
            widgetPointer, "list.scroll-to-item", g_variant_new_uint32(guint(position)))
    }

    /// Clears the selection, without calling the selection handler.
    public func unselectAll() {
        isSelectingInCode = true
        defer { isSelectingInCode = false }
        gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
    }

    /// The selected row's path, if a row is selected.
    public var selectedPath: [Int]? {
        guard let object = gtk_single_selection_get_selected_item(selection) else { return nil }
        guard let item = gtk_tree_list_row_get_item(OpaquePointer(object)) else { return nil }
        defer { g_object_unref(item) }
        return String(cString: gtk_string_object_get_string(OpaquePointer(item))).split(separator: ".").compactMap {
            Int($0)
        }
    }

    /// Runs `handler` with the path of the row the user selected.
    public func onSelect(_ handler: @escaping @MainActor ([Int]) -> Void) {
        self.handler = handler
    }

    private func selectionChanged() {
        guard !isSelectingInCode, let path = selectedPath else { return }
        handler?(path)
    }

    /// The row's position in the flattened (expanded) list.
    private func position(of key: String) -> Int? {
        let count = Int(g_list_model_get_n_items(treeModel))
        for index in 0..<count {
            guard let row = g_list_model_get_item(treeModel, guint(index)) else { continue }
            defer { g_object_unref(row) }
            guard let item = gtk_tree_list_row_get_item(OpaquePointer(row)) else { continue }
            defer { g_object_unref(item) }
            if String(cString: gtk_string_object_get_string(OpaquePointer(item))) == key { return index }
        }
        return nil
    }
}
