// The names of a widget and of every widget below it, read back from GTK: what GTK Inspector lists.

import CGtk

/// A widget's name (`gtk_widget_get_name`) and its children's, in GTK's child order (back to front).
///
/// A widget without a name of its own reports its type's name (`GtkDrawingArea`), as GTK Inspector shows it.
public struct WidgetNameTree: Sendable, Equatable, Encodable {
    public var name: String
    public var children: [WidgetNameTree]

    /// A tree of names, for tests and comparisons.
    public init(name: String, children: [WidgetNameTree] = []) {
        self.name = name
        self.children = children
    }
}

extension Widget {
    /// The names of this widget and of every widget below it, as GTK holds them now.
    public func nameTree() -> WidgetNameTree {
        Self.nameTree(of: widgetPointer)
    }

    private static func nameTree(of widget: UnsafeMutablePointer<GtkWidget>) -> WidgetNameTree {
        var children: [WidgetNameTree] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(nameTree(of: current))
            child = gtk_widget_get_next_sibling(current)
        }
        return WidgetNameTree(name: String(cString: gtk_widget_get_name(widget)), children: children)
    }
}
