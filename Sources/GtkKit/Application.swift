// GtkApplication: command-line options, actions with keyboard shortcuts, activation and the main loop.

import CGtk
import CGtkShim

/// A GTK application: parses the command line with GLib's option parser, then runs the main loop.
///
/// ```swift
/// let app = Application(id: "org.example.Demo")
/// app.addOptions([CommandLineOption(name: "count", argument: .string("N"), help: "Cells to show")])
/// app.onLocalOptions { options in options.string("count") == "0" ? 2 : nil }
/// app.onActivate { Window(application: app).present() }
/// exit(app.run())
/// ```
@MainActor
public final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>
    private var optionStrings: [UnsafeMutablePointer<CChar>] = []
    private var requestedExitStatus: Int32?

    /// Makes an application. `unique` false lets several instances run at once (G_APPLICATION_NON_UNIQUE).
    public init(id: String, unique: Bool = false) {
        pointer = gtk_application_new(id, unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)
        // Arguments that are not options are collected for `CommandLineValues.positionalArguments`: left to
        // GApplication, they would be files to open, which it refuses with a CRITICAL and exit status 1.
        let remaining = GOptionEntry(
            long_name: keep(CommandLineValues.positionalKey), short_name: 0, flags: 0,
            arg: G_OPTION_ARG_FILENAME_ARRAY, arg_data: nil, description: nil, arg_description: nil)
        g_application_add_main_option_entries(gApplication, [remaining, GOptionEntry()])
    }

    isolated deinit {
        g_object_unref(pointer)
        // GLib keeps the option names and descriptions by reference, so they outlive the application.
        optionStrings.forEach { free($0) }
    }

    private var gApplication: UnsafeMutablePointer<GApplication> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GApplication.self)
    }

    /// Declares options for GLib's parser, which also lists them under `--help`.
    ///
    /// Values reach the handler given to `onLocalOptions`, with any arguments that are not options
    /// (`CommandLineValues.positionalArguments`); options GLib does not know make it exit.
    public func addOptions(_ options: [CommandLineOption]) {
        var entries = options.map { option in
            GOptionEntry(
                long_name: keep(option.name), short_name: option.shortName.map { CChar($0.asciiValue ?? 0) } ?? 0,
                flags: option.isHidden ? gint(G_OPTION_FLAG_HIDDEN.rawValue) : 0, arg: option.argument.glibKind,
                arg_data: nil, description: keep(option.help),
                arg_description: option.argument.placeholder.map(keep))
        }
        entries.append(GOptionEntry())
        g_application_add_main_option_entries(gApplication, entries)
    }

    /// Sets the one-line summary `--help` prints under the usage line.
    public func setSummary(_ summary: String) {
        g_application_set_option_context_summary(gApplication, summary)
    }

    /// Runs `handler` with the parsed options before the application starts (and before any display is opened).
    ///
    /// Return an exit status to stop there, or nil to go on and activate.
    public func onLocalOptions(_ handler: @escaping @MainActor (CommandLineValues) -> Int32?) {
        typealias Box = CallbackBox<@MainActor (CommandLineValues) -> Int32?>
        let trampoline: CGtkPointerIntHandler = { _, dictionary, userData in
            let body = Box.from(userData)
            let values = CommandLineValues(dictionary: dictionary?.assumingMemoryBound(to: GVariantDict.self))
            return MainActor.assumeIsolated { body(values) ?? -1 }
        }
        let release: GClosureNotify = { userData, _ in Unmanaged<Box>.fromOpaque(userData!).release() }
        cgtk_signal_connect_pointer_int(
            gApplication, "handle-local-options", trampoline, Box(handler).retained(), release)
    }

    /// Runs `handler` when the application is activated: build and present the windows here.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connectAction(to: UnsafeMutableRawPointer(pointer), signal: "activate", handler)
    }

    /// Adds the action `app.<name>`, triggered by widgets whose `actionName` is `app.<name>` and by `shortcuts`
    /// (GTK accelerator strings such as `"<Control>r"`).
    @discardableResult
    public func addAction(
        _ name: String, shortcuts: [String] = [], _ handler: @escaping @MainActor () -> Void
    ) -> SimpleAction {
        let action = UnsafeMutableRawPointer(g_simple_action_new(name, nil)!)
        let trampoline: CGtkPointerHandler = { _, _, userData in
            let body = ActionBox.from(userData)
            MainActor.assumeIsolated { body() }
        }
        cgtk_signal_connect_pointer(
            action, "activate", trampoline, ActionBox(handler).retained(), releaseActionBoxClosure)
        g_action_map_add_action(OpaquePointer(pointer), OpaquePointer(action))
        setShortcuts(shortcuts, forAction: "app." + name)
        return SimpleAction(adopting: OpaquePointer(action))
    }

    /// Adds the on/off action `app.<name>`, off at first: a `ToggleButton` whose `actionName` is `app.<name>`
    /// stays pressed while it is on, and `shortcuts` flip it. `handler` runs with the new state on every change.
    public func addToggleAction(
        _ name: String, shortcuts: [String] = [], _ handler: @escaping @MainActor (Bool) -> Void
    ) -> ToggleAction {
        let action = ToggleAction(name: name, handler: handler)
        g_action_map_add_action(OpaquePointer(pointer), action.gAction)
        setShortcuts(shortcuts, forAction: "app." + name)
        return action
    }

    private func setShortcuts(_ shortcuts: [String], forAction detailedName: String) {
        var strings: [UnsafeMutablePointer<CChar>?] = shortcuts.map { strdup($0) }
        strings.append(nil)
        strings.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { constBuffer in
                gtk_application_set_accels_for_action(pointer, detailedName, constBuffer.baseAddress)
            }
        }
        strings.forEach { free($0) }
    }

    /// Parses the command line, runs the main loop until the last window closes or `quit` is called,
    /// and returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { argv.forEach { free($0) } }
        let status = g_application_run(gApplication, Int32(arguments.count), &argv)
        return requestedExitStatus ?? status
    }

    /// Stops the main loop; `run` then returns `exitStatus`.
    public func quit(exitStatus: Int32 = 0) {
        requestedExitStatus = exitStatus
        g_application_quit(gApplication)
    }

    private func keep(_ string: String) -> UnsafePointer<CChar> {
        let copy = strdup(string)!
        optionStrings.append(copy)
        return UnsafePointer(copy)
    }
}
