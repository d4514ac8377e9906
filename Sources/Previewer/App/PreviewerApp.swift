// The application: the mode the command line asked for, the actions, and what happens once the window is
// laid out.

import Cartography
import Foundation
import Gallery
import GtkKit
import PreviewLoading
import PreviewerCore
import ViewRendering

/// Starts the previewer in the mode its command line asks for (`PreviewerOptions.Mode`): a window, interactive
/// or driven by the control channel; a one-shot picture or report; or `--list` and `--explain`, which need no
/// window.
@MainActor
final class PreviewerApp {
    static let applicationID = "org.cartographylinux.Previewer"

    private let application = Application(id: applicationID)
    private var options = PreviewerOptions(mode: .interactive(sweep: nil))
    private var session: PreviewerSession?
    private var actions: SessionActions?
    /// Every preview the previewer can show, and the one it opens with, made before the display is opened.
    private var catalog = PreviewCatalog()
    private var firstDocument: PreviewDocument?
    /// What drives the window once it is drawn, kept alive until it quits: the control channel, or the one-shot
    /// job under way (`--filmstrip`, `--sheet`, `--record`, `--verify`).
    private var driver: AnyObject?
    /// The user's code (`--source`, `--package`) as this run found it: watched and reloaded on every save.
    private var userCode = UserCodeAtStart()
    private var selfRestart: SelfRestart?
    /// Where this run remembers its window's state; nil when it remembers nothing.
    private var memory: StateMemory?
    /// The window's state to restore: a restart's hand-over, else what the last run remembered, else defaults;
    /// validated once the window exists.
    private var initialState = WindowState()
    /// When this image of the process started (a restart's reload is timed across images).
    private let startedAt = ContinuousClock.now

    /// Runs until the window closes or a one-shot mode is done; returns the exit status.
    func run() -> Int32 {
        do {
            options = try PreviewerOptions(
                parsing: CommandLine.arguments, checkingDestinations: { FileDestination.problem(savingTo: $0) })
        } catch {
            Console.printError("previewer: \(error.message)")
            return 2
        }
        var toggles: [ToggleName: ToggleAction] = [:]
        for toggle in PreviewToggles.all {
            toggles[toggle.name] = addToggleAction(toggle.name.rawValue, toggle.apply)
        }
        actions = SessionActions(
            refresh: addAction("refresh") { session in session.refresh() },
            closeReport: addAction("close-report") { session in session.setReportOpen(false) {} },
            clearSelection: addAction("clear-selection") { session in session.inspector.select(nil) },
            toggles: toggles)
        addAction("find-in-report") { session in session.findInReport() }
        addAction("zoom-in") { session in session.zoom(by: 1) }
        addAction("zoom-out") { session in session.zoom(by: -1) }
        addAction("zoom-reset") { session in
            // The variants canvas fits its tiles again; the single preview goes back to 100 %.
            if session.variants.isOn { session.variants.setZoom(nil) } else { session.setZoom(100) }
        }
        addAction("shortcuts") { session in session.showShortcuts() }
        addAction("about") { session in AboutPreviewer.present(over: session.window.dialogParent) }
        addAction("close") { session in session.window.close() }
        application.addAction("quit", shortcuts: KeyboardShortcuts.accelerators(for: "quit")) { [unowned self] in
            self.rememberState()
            self.application.quit(exitStatus: 0)
        }
        if let status = prepare() { return status }
        application.onActivate { [unowned self] in self.activate() }
        // The command line is parsed already: GApplication sees only the program's name.
        return application.run(arguments: [CommandLine.arguments[0]])
    }

    private var settings: PreviewerOptions.Settings { options.settings }

    /// Adds `app.<name>` with its shortcuts from `KeyboardShortcuts`, running `body` on the session once there is one.
    @discardableResult
    private func addAction(_ name: String, _ body: @escaping @MainActor (PreviewerSession) -> Void) -> SimpleAction {
        application.addAction(name, shortcuts: KeyboardShortcuts.accelerators(for: name)) { [unowned self] in
            if let session = self.session { body(session) }
        }
    }

    private func addToggleAction(
        _ name: String, _ body: @escaping @MainActor (PreviewerSession, Bool) -> Void
    ) -> ToggleAction {
        application.addToggleAction(name, shortcuts: KeyboardShortcuts.accelerators(for: name)) { [unowned self] isOn in
            guard let session = self.session else { return }
            body(session, isOn)
            session.onStateChange?()
        }
    }

    /// Does what needs no window (`--help`, `--list`, `--explain`, the crash probe), loads the user's code and
    /// makes the first preview, then opens the display; a status to exit with, or nil to open the window.
    private func prepare() -> Int32? {
        switch options.mode {
        case .help(let text):
            Console.printText(text.hasSuffix("\n") ? String(text.dropLast()) : text)
            return 0
        case .version:
            Console.printText(PreviewerVersion.line)
            return 0
        case .probe(let library):
            TextMeasurers.current = PangoTextMeasurer()
            return CrashProbe.runChild(
                library: library, size: settings.contentSize.map(PixelSize.init), seed: settings.seed)
        case .list, .explain, .interactive, .control, .snapshot, .dumpFrames, .filmstrip, .sheet, .record, .verify:
            break
        }
        // Before the display check: previews are made and explained by the layout library alone, so --list and
        // --explain work over ssh and in CI, and a bad --preview or --count is reported at once.
        TextMeasurers.current = PangoTextMeasurer()
        switch settings.userCode {
        case .files(let sources)?: userCode.code = .files(sources, settings.userBuildSettings)
        case .package(let package)?: userCode.code = .package(package)
        case nil: userCode.code = nil
        }
        let needsNoWindow = options.mode == .list || options.mode == .explain
        do {
            // The user's code is compiled and loaded here (a restart names the build to load instead). A mistake
            // in it ends a one-shot mode with status 2; the window opens on the gallery instead, shows the
            // messages, and reloads on the next save.
            userCode.library = try loadUserLibrary(code: userCode.code, resuming: settings.restart.library)
            catalog = Previewer.catalog(with: userCode.library)
        } catch {
            Console.printError("previewer: \(error)")
            if needsNoWindow || options.mode.isOneShot { return 2 }
            userCode.problem = "\(error)"
            catalog = Gallery.catalog
        }
        if options.mode == .list {
            for preview in catalog.previews { Console.printText(preview.name) }
            return 0
        }
        memory = StateMemory.forRun(options)
        initialState = settings.restart.windowState ?? memory?.read() ?? WindowState()
        guard let (group, preview) = chosenPreview() else {
            let names = catalog.previews.map { "  \($0.name)" }.joined(separator: "\n")
            Console.printError(
                "previewer: --preview: there is no preview called \"\(settings.previewName ?? "")\"; the previews are:\n"
                    + names)
            return 2
        }
        initialState.previewName = preview.name
        // A screen's root view starts as large as the screen it is shown on, as on iOS: the size asked for.
        let screen = settings.contentSize.map(PixelSize.init) ?? initialState.contentSize.map(PixelSize.init)
        Screen.main.bounds = CGRect(
            origin: .zero,
            size: screen.map { CGSize(width: $0.width, height: $0.height) } ?? preview.traits.size
                ?? CGSize(
                    width: PreviewerWindow.defaultWindowSize.width, height: PreviewerWindow.defaultWindowSize.height))
        do {
            firstDocument = try PreviewDocument(
                preview: preview, groupName: group, seed: settings.seed ?? recordedSeed ?? PreviewDocument.randomSeed(),
                itemCount: settings.count)
        } catch {
            let cause = settings.count.map { "cannot show --count \"\($0)\"" } ?? "failed"
            Console.printError("previewer: the preview \"\(preview.name)\" \(cause): \(error)")
            return 2
        }
        if options.mode == .explain, let firstDocument {
            Console.printText(
                ExplainReport.text(
                    for: firstDocument, contentSize: initialContentSize(for: firstDocument),
                    exactSize: settings.exactSize))
            return 0
        }
        guard Toolkit.openDisplay() else {
            Console.printError(Self.noDisplayMessage(for: options.mode))
            return 1
        }
        return nil
    }

    /// The seed `--verify`'s goldens were recorded with, so that random content matches them.
    private var recordedSeed: UInt32? {
        guard case .verify(let verification) = options.mode else { return nil }
        return GoldenFolder.recordedSeed(in: verification.folder)
    }

    /// `--size`, else the restored size, else the size the preview declares, else a phone's.
    private func initialContentSize(for document: PreviewDocument) -> PixelSize {
        settings.contentSize.map(PixelSize.init) ?? initialState.contentSize.map(PixelSize.init)
            ?? document.declaredSize ?? PreviewerWindow.defaultWindowSize
    }

    /// The preview `--preview` names, else the restored one (if the catalog still has it), else the first one
    /// (the user's first, with user code); nil when no preview has the name `--preview` gives.
    ///
    /// With user code, a remembered preview applies only if it is one of the user's: a `--source` run is for
    /// the user's screens, not the gallery preview the last run ended on. A restart's hand-over keeps whatever
    /// was on screen.
    private func chosenPreview() -> (group: String, preview: Preview)? {
        let allowed = settings.restart.windowState == nil ? userPreviewNames : nil
        let restored = initialState.previewName.flatMap { name in
            catalog.previews.contains { $0.name == name } && allowed?.contains(name) != false ? name : nil
        }
        let name = settings.previewName ?? restored
        for group in catalog.groups {
            for preview in group.previews where name == nil || preview.name == name {
                return (group.name, preview)
            }
        }
        return nil
    }

    /// The names of the user's previews (`--source`, `--package`), which `--record` and `--verify` keep to, so
    /// that a user's goldens hold their own screens and not the gallery's; nil without user code.
    private var userPreviewNames: Set<String>? {
        userCode.library.map { Set(PreviewCatalog(providers: $0.providers).previews.map(\.name)) }
    }

    /// One line on what is missing and the command that works instead.
    static func noDisplayMessage(for mode: PreviewerOptions.Mode) -> String {
        let environment = ProcessInfo.processInfo.environment
        let display = ["WAYLAND_DISPLAY", "DISPLAY"].compactMap { name in
            environment[name].flatMap { $0.isEmpty ? nil : "\(name)=\($0)" }
        }
        let problem = display.isEmpty ? "no display (DISPLAY is not set)" : "cannot open the display (\(display[0]))"
        let program = CommandLine.arguments.first ?? "previewer"
        if case .snapshot(let snapshot, _) = mode {
            return "previewer: \(problem); --snapshot needs one too: run xvfb-run -a \(program) --snapshot \(snapshot)"
        }
        return "previewer: \(problem); run it under Xvfb: xvfb-run -a \(program), "
            + "or save a picture with xvfb-run -a \(program) --snapshot FILE.png"
    }

    private func activate() {
        if let session {
            session.window.present()
            return
        }
        AppStylesheet.apply()
        AboutPreviewer.installIcon()
        // Made in `run()` and `prepare()`, before the application can activate.
        guard let actions, let firstDocument else { return }
        let session = PreviewerSession(
            application: application, catalog: catalog, document: firstDocument, itemCount: settings.count,
            sweepRange: options.mode.sweep, actions: actions)
        self.session = session
        session.run.snapshotScale = settings.snapshotScale
        session.window.header.problemCount.isCounting = if case .interactive = options.mode { true } else { false }
        let (state, problems) = session.validated(initialState)
        for problem in problems {
            Console.printError("previewer: the remembered state is ignored where it is wrong: \(problem)")
        }
        initialState = state
        let restartedBecause = restartReason()
        session.run.restartedBecause = restartedBecause
        // A crash is news; a restart after many reloads is routine, and only `stats` says so.
        let crashNotice =
            settings.restart.signal == nil && settings.restart.stalledSeconds == nil ? nil : restartedBecause
        session.window.sourceProblem.show(
            [crashNotice, userCode.problem].compactMap { $0 }.joined(separator: "\n").nilIfEmpty)
        session.restore(
            state,
            forcedOn: Set(
                [settings.exactSize ? .exactSize : nil, settings.slowAnimations ? .slowAnimations : nil].compactMap {
                    $0
                }))
        if let code = userCode.code { startLiveReload(code, in: session) }
        if let memory {
            let previous = session.onStateChange
            session.onStateChange = { [unowned session] in
                previous?()
                memory.follow(session.windowState)
            }
            session.window.onCloseRequest { [unowned self] in self.rememberState() }
        }
        let contentSize = initialContentSize(for: firstDocument)
        if let problem = session.window.problemResizingContent(to: contentSize) {
            Console.printError("previewer: --size \(problem)")
            application.quit(exitStatus: 2)
            return
        }
        // The root view is a phone screen by default, as the seed's demo ran on one.
        session.present(contentSize: contentSize) {
            [unowned self] outcome in
            self.windowIsReady(outcome)
        }
    }

    /// Watches the user's code; a restart (after a crash, or many reloads) restores the window's state.
    private func startLiveReload(_ code: UserCode, in session: PreviewerSession) {
        let restart = SelfRestart(
            options: options,
            state: SelfRestart.State(
                window: initialState, seed: session.seed, library: userCode.library?.path,
                reloadCount: settings.restart.reloadCount))
        selfRestart = restart
        let previous = session.onStateChange
        session.onStateChange = { [unowned session, unowned restart] in
            previous?()
            let window = session.windowState
            // Before the window is allocated, the state to restore still stands.
            guard window.contentSize != nil else { return }
            restart.update { $0.window = window }
        }
        do {
            let reload = LiveReload(
                code: code, toolchain: try PreviewToolchain.forRunningExecutable(), session: session,
                restart: restart, loadedBuilds: userCode.library == nil ? 0 : 1,
                reloadCount: settings.restart.reloadCount)
            try reload.start()
            session.run.liveReload = reload
        } catch {
            Console.printError("previewer: live reload is off: \(error)")
        }
    }

    /// What the previous image of this process said when it restarted this one.
    private func restartReason() -> String? {
        if let signal = settings.restart.signal {
            return "The previews crashed (\(LiveReload.signalName(signal))) after they were loaded (in an action, "
                + "or laid out at another size); the previewer restarted on the last good build"
        }
        if let seconds = settings.restart.stalledSeconds {
            return "The previews' code did not return within \(seconds) s after they were loaded (an endless loop "
                + "in an action or an animation?); the previewer restarted on the last good build"
        }
        return settings.restart.reason.map { "The previewer restarted on the last good build: \($0)" }
    }

    private func windowIsReady(_ outcome: ContentSizer.Outcome) {
        guard let session else { return }
        // After a frame: the subtitle the first layout pass wrote is then laid out, and a window with a change
        // still queued renders nothing.
        session.window.afterNextFrame { [unowned self] in
            guard self.initialState.isOn(ToggleName.report.rawValue) else { return self.windowIsDrawn(outcome) }
            // The remembered report pane opens beside the content area now that it has its size.
            session.setReportOpen(true) { [unowned self] in
                session.window.afterNextFrame { [unowned self] in self.windowIsDrawn(outcome) }
            }
        }
    }

    private func windowIsDrawn(_ outcome: ContentSizer.Outcome) {
        guard let session else { return }
        // A restart puts the window back where it was; a new run's window is the window manager's to place.
        if settings.restart.windowState != nil, let position = initialState.position {
            session.window.move(to: position)
        }
        selfRestart?.arm()
        session.onStateChange?()
        if selfRestart != nil {
            session.window.followPosition { [unowned session] in session.onStateChange?() }
        }
        let mode = options.mode
        if case .settled(let actual) = outcome,
            let requested = settings.contentSize.map(PixelSize.init) ?? firstDocument?.declaredSize
        {
            Console.printError("previewer: the content area settled at \(actual), not \(requested)")
            if mode.isOneShot {
                application.quit(exitStatus: 1)
                return
            }
        }
        if mode.sweep != nil { session.setToggle(.sweep, true) }
        // Over the remembered size, so that unmaximizing gives it back.
        if initialState.isMaximized, settings.contentSize == nil, !mode.isOneShot {
            session.window.isMaximized = true
        }
        session.window.scrollOffset = initialState.scrollOffset
        let quit = { [unowned self] (option: String, problem: String?) in
            if let problem { Console.printError("previewer: \(option): \(problem)") }
            self.application.quit(exitStatus: problem == nil ? 0 : 2)
        }
        switch mode {
        case .interactive: break
        case .control: startControlChannel(session)
        case .dumpFrames:
            Console.printJSON(session.frames())
            application.quit(exitStatus: 0)
        case .snapshot(let path, let dumpsFrames):
            if dumpsFrames { Console.printJSON(session.frames()) }
            do {
                try session.saveSnapshot(to: path)
                quit("--snapshot", nil)
            } catch {
                quit("--snapshot", "\(error)")
            }
        case .filmstrip(let path, let widths):
            let strip = VariantSheet.filmstrip(
                session: session, widths: widths, height: session.window.contentSize.height)
            driver = strip
            strip.render(to: path) { problem in quit("--filmstrip", problem) }
        case .sheet(let path):
            let preview = session.document.preview
            let sheet = VariantSheet(
                session: session, variants: settings.variants?.variants(of: preview) ?? preview.variants)
            driver = sheet
            sheet.render(to: path) { problem in quit("--sheet", problem) }
        case .record(let folder, let skipped):
            let recorder = GoldenRecorder(
                session: session, folder: folder, only: settings.previewName, skipped: skipped, among: userPreviewNames,
                variants: settings.variants)
            driver = recorder
            recorder.record { problem in quit("--record", problem) }
        case .verify(let verification):
            let verifier = GoldenVerifier(
                session: session, folder: verification.folder, only: settings.previewName,
                skipped: verification.skipped, among: userPreviewNames, tolerance: verification.tolerance,
                failures: verification.failures, variants: settings.variants)
            driver = verifier
            verifier.verify { [unowned self] outcome in
                switch outcome {
                case .success(let status): self.application.quit(exitStatus: status)
                case .failure(let stop): quit("--verify", stop.message)
                }
            }
        case .help, .version, .list, .explain, .probe:
            // Done in `prepare`, before any window.
            break
        }
    }

    /// Answers what a restart left waiting, then takes commands on standard input until `quit`.
    private func startControlChannel(_ session: PreviewerSession) {
        if let seconds = settings.restart.reloadSecondsBefore, let liveReload = session.run.liveReload {
            // A reload restarted the previewer on its build: this image answers its `wait-reload`s.
            liveReload.finishRestartedReload(
                secondsBefore: seconds, imageStart: startedAt, waiting: settings.restart.waitingReloads
            ) { [unowned session] record in
                Console.printJSON(ControlReply.withFrames("wait-reload", session: session, detail: .reload(record)))
            }
        } else if let restartedBecause = session.run.restartedBecause {
            // A command in flight when the crash came gets no reply: this line tells its sender why.
            Console.printJSON(ControlReply(command: "restarted", body: .restarted(because: restartedBecause)))
        }
        let channel = ControlChannel(session: session) { [unowned self] in
            self.rememberState()
            self.application.quit(exitStatus: 0)
        }
        driver = channel
        channel.start()
    }
}

extension PreviewerApp {
    /// Writes what the next run restores, if this run remembers (`StateMemory.forRun`).
    private func rememberState() {
        guard let memory, let session else { return }
        memory.save(session.windowState)
    }
}

extension String {
    /// nil for the empty string.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

/// The user's code as a run found it at start.
private struct UserCodeAtStart {
    /// What `--source` or `--package` names; nil for the gallery alone.
    var code: UserCode?
    /// The build loaded at start, if the code built (or a restart named it).
    var library: LoadedPreviewLibrary?
    /// Why the code could not be loaded, for the window's banner.
    var problem: String?
}
