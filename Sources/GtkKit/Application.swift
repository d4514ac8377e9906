// GtkApplication: actions with keyboard shortcuts, activation and the main loop.

import CGtk
import CGtkShim

/// A GTK application: actions with their shortcuts, then the main loop. The program parses its own command
/// line first and gives `run` only what GApplication should see (its name).
///
/// ```swift
/// let app = Application(id: "org.example.Demo")
/// app.addAction("refresh", shortcuts: ["<Control>r"]) { print("refresh") }
/// app.onActivate { Window(application: app).present() }
/// exit(app.run(arguments: [CommandLine.arguments[0]]))
/// ```
@MainActor
public final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>
    private var requestedExitStatus: Int32?

    /// Makes an application. `unique` false lets several instances run at once (G_APPLICATION_NON_UNIQUE).
    public init(id: String, unique: Bool = false) {
        pointer = gtk_application_new(id, unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)
    }

    isolated deinit {
        g_object_unref(pointer)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GApplication.self)
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
}
