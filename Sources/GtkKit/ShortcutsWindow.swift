// GtkShortcutsWindow: the standard window that lists an application's keyboard shortcuts.

import CGtk
import Foundation

/// GTK's shortcuts window, built from a list of groups (GtkShortcutsWindow is meant to be built from
/// GtkBuilder XML, which is how this makes it).
@MainActor
public final class ShortcutsWindow {
    /// One line of the window: an accelerator (`<Control>r`) and what it does.
    public struct Entry: Sendable {
        public var accelerator: String
        public var title: String

        public init(accelerator: String, title: String) {
            self.accelerator = accelerator
            self.title = title
        }
    }

    /// A titled group of entries.
    public struct Group: Sendable {
        public var title: String
        public var entries: [Entry]

        public init(title: String, entries: [Entry]) {
            self.title = title
            self.entries = entries
        }
    }

    /// The window's title, as the window manager lists it.
    public static let title = "Shortcuts"

    /// Opens a shortcuts window listing `groups` over `parent`; it closes itself on Escape or its close button.
    public static func present(_ groups: [Group], over parent: Window) {
        let xml = builderXML(groups)
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent.pointer(as: GtkWindow.self))
        gtk_window_set_title(window, title)
        gtk_window_present(window)
    }

    /// The GtkBuilder description of the window.
    static func builderXML(_ groups: [Group]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let body = groups.map { group in
            let entries = group.entries.map { entry in
                """
                <child><object class="GtkShortcutsShortcut">
                <property name="accelerator">\(escaped(entry.accelerator))</property>
                <property name="title">\(escaped(entry.title))</property>
                </object></child>
                """
            }.joined()
            return """
                <child><object class="GtkShortcutsGroup">
                <property name="title">\(escaped(group.title))</property>\(entries)
                </object></child>
                """
        }.joined()
        return """
            <interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>
            <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
            <property name="max-height">12</property>\(body)
            </object></child></object></interface>
            """
    }
}
