// The application: options, the Refresh action, and what happens once the window is laid out.

import Foundation
import GtkKit

/// Starts the previewer in one of its modes: interactive, driven by the control channel, one-shot
/// (`--snapshot`, `--dump-frames`), or `--explain`, which needs no window.
@MainActor
final class PreviewerApp {
    static let applicationID = "org.cartographylinux.Previewer"

    private let application = Application(id: applicationID)
    private var options = PreviewerOptions()
    private var session: PreviewerSession?
    private var controlChannel: ControlChannel?
    private var debugActions: DebugActions?
    private var parsedCommandLine = false

    /// Runs until the window closes or a one-shot mode is done; returns the exit status.
    func run() -> Int32 {
        application.addOptions(PreviewerOptions.declarations)
        application.setSummary(
            "Shows the Weibo nine-grid demo laid out by Auto Layout. Refresh (Ctrl+R) draws new cells; the eye\n"
                + "(Ctrl+D) draws the views' frames and constraints over them, and Ctrl+E shows the layout report.\n"
                + "Without a display, run it under Xvfb: xvfb-run -a previewer --snapshot grid.png")
        application.onLocalOptions { [unowned self] values in self.handleOptions(values) }
        application.addAction("refresh", shortcuts: ["<Control>r"]) { [unowned self] in self.session?.refresh() }
        debugActions = DebugActions(
            debug: application.addToggleAction("debug", shortcuts: ["<Control>d"]) { [unowned self] isOn in
                self.session?.debugOverlayDidChange(isOn)
            },
            report: application.addToggleAction("report", shortcuts: ["<Control>e"]) { [unowned self] isOn in
                self.session?.reportDidChange(isOn)
            })
        application.onActivate { [unowned self] in self.activate() }
        let status = application.run()
        // GLib exits with 1 on a command line it cannot parse, before our handler sees it; it printed why.
        return status != 0 && !parsedCommandLine ? 2 : status
    }

    private func handleOptions(_ values: CommandLineValues) -> Int32? {
        parsedCommandLine = true
        do {
            options = try PreviewerOptions(values)
        } catch {
            Console.printError("previewer: \(error.message)")
            return 2
        }
        // Before the display check: the report comes from the layout library alone, so it works over ssh and in CI.
        if options.explain {
            return explain()
        }
        if options.list || !options.sources.isEmpty {
            do {
                let catalog = try loadCatalog(sources: options.sources)
                if options.list {
                    catalog.previews.forEach { Console.printText($0.name) }
                    return 0
                }
            } catch {
                Console.printError("previewer: \(error)")
                return 2
            }
        }
        guard Toolkit.openDisplay() else {
            Console.printError(Self.noDisplayMessage(snapshot: options.snapshotPath))
            return 1
        }
        return nil
    }

    private func explain() -> Int32 {
        do {
            Console.printText(try ExplainReport.text(for: options))
            return 0
        } catch {
            Console.printError("previewer: --count: \(error)")
            return 2
        }
    }

    /// One line on what is missing and the command that works instead.
    static func noDisplayMessage(snapshot: String?) -> String {
        let environment = ProcessInfo.processInfo.environment
        let display = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { name in
            environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" }
        }
        let problem = display.isEmpty ? "no display (DISPLAY is not set)" : "cannot open the display (\(display[0]))"
        let program = CommandLine.arguments.first ?? "previewer"
        if let snapshot {
            return "previewer: \(problem); --snapshot needs one too: run xvfb-run -a \(program) --snapshot \(snapshot)"
        }
        return "previewer: \(problem); run it under Xvfb: xvfb-run -a \(program), "
            + "or save a picture with xvfb-run -a \(program) --snapshot FILE.png"
    }

    private func activate() {
        if let session {
            session.window.window.present()
            return
        }
        AppStylesheet.apply()
        let generator = options.seed.map { GLibRandom(seed: $0) } ?? GLibRandom()
        let source: NineGridLayout
        do {
            source = try NineGridLayout(generator: generator, fixedCount: options.count)
        } catch {
            Console.printError("previewer: --count: \(error)")
            application.quit(exitStatus: 2)
            return
        }
        // Added in `run()`, before the application can activate.
        guard let debugActions else { return }
        let session = PreviewerSession(application: application, source: source, actions: debugActions)
        self.session = session
        if let size = options.contentSize, let problem = session.window.problemResizingContent(to: size) {
            Console.printError("previewer: --size \(problem)")
            application.quit(exitStatus: 2)
            return
        }
        // The root view is a phone screen by default, as the seed's demo ran on one.
        session.present(contentSize: options.contentSize ?? PreviewerWindow.defaultWindowSize) {
            [unowned self] outcome in
            self.windowIsReady(outcome)
        }
    }

    private func windowIsReady(_ outcome: ContentSizer.Outcome) {
        guard let session else { return }
        if case .settled(let actual) = outcome, let requested = options.contentSize {
            Console.printError("previewer: the content area settled at \(actual), not \(requested)")
            if options.isOneShot {
                application.quit(exitStatus: 1)
                return
            }
        }
        if options.dumpFrames {
            Console.printJSON(session.frames())
        }
        if let path = options.snapshotPath {
            do {
                try session.saveSnapshot(to: path)
            } catch {
                Console.printError("previewer: --snapshot: \(error)")
                application.quit(exitStatus: 2)
                return
            }
        }
        if options.isOneShot {
            application.quit(exitStatus: 0)
        } else if options.control {
            let channel = ControlChannel(session: session) { [unowned self] in self.application.quit(exitStatus: 0) }
            controlChannel = channel
            channel.start()
        }
    }
}
