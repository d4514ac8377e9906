// GtkAboutDialog: the standard window with an application's name, version, icon and credits.

import CGtk

/// GNOME's About window for an application, opened over its main window.
///
/// ```swift
/// AboutDialog.present(
///     AboutDialog.Info(name: "Demo", version: "1.0", iconName: "org.example.Demo", comments: "Shows things"),
///     over: window)
/// ```
@MainActor
public enum AboutDialog {
    /// What the dialog says about the application.
    public struct Info: Sendable {
        /// The application's name, the dialog's heading.
        public var name: String
        /// The version under the name (`1.0`).
        public var version: String
        /// The icon shown above the name, looked up in the icon theme (see `IconTheme.addSearchPath`).
        public var iconName: String
        /// A sentence on what the application does.
        public var comments: String
        /// The home page; nil shows no link.
        public var website: String?
        /// The licence text; nil shows no License button.
        public var license: String?
        /// Who made it, under "Created by" in the Credits page.
        public var authors: [String]
        /// Extra credit sections, such as the work the application builds on: a heading and its lines.
        public var credits: [(heading: String, people: [String])]

        /// An About dialog with a name, version, icon and a sentence; add the rest as needed.
        public init(
            name: String, version: String, iconName: String, comments: String, website: String? = nil,
            license: String? = nil, authors: [String] = [], credits: [(heading: String, people: [String])] = []
        ) {
            self.name = name
            self.version = version
            self.iconName = iconName
            self.comments = comments
            self.website = website
            self.license = license
            self.authors = authors
            self.credits = credits
        }
    }

    /// The title the dialog's window has, as the window manager lists it.
    public static func title(for info: Info) -> String { "About \(info.name)" }

    /// Opens a modal About dialog over `parent`; its close button (or Escape) destroys it.
    public static func present(_ info: Info, over parent: Window) {
        let widget = gtk_about_dialog_new()!
        let dialog = OpaquePointer(widget)
        gtk_about_dialog_set_program_name(dialog, info.name)
        gtk_about_dialog_set_version(dialog, info.version)
        gtk_about_dialog_set_logo_icon_name(dialog, info.iconName)
        gtk_about_dialog_set_comments(dialog, info.comments)
        if let website = info.website { gtk_about_dialog_set_website(dialog, website) }
        if let license = info.license {
            gtk_about_dialog_set_license(dialog, license)
            gtk_about_dialog_set_wrap_license(dialog, 1)
        }
        withStringArray(info.authors) { gtk_about_dialog_set_authors(dialog, $0) }
        for section in info.credits {
            withStringArray(section.people) { gtk_about_dialog_add_credit_section(dialog, section.heading, $0) }
        }
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(window, title(for: info))
        gtk_window_set_transient_for(window, parent.pointer(as: GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
    }

    /// Calls `body` with a NULL-terminated C array of `strings`, which GTK copies.
    private static func withStringArray(
        _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Void
    ) {
        guard !strings.isEmpty else { return }
        var copies: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) }
        copies.append(nil)
        copies.withUnsafeMutableBufferPointer { buffer in body(buffer.baseAddress!) }
        copies.forEach { free(UnsafeMutableRawPointer(mutating: $0)) }
    }
}
