// The application: options, the Refresh action, and what happens once the window is laid out.

import Cartography
import Foundation
import Gallery
import GtkKit
import PreviewLoading
import ViewRendering

/// Starts the previewer in one of its modes: interactive, driven by the control channel, one-shot
/// (`--snapshot`, `--dump-frames`), or `--explain`, which needs no window.
@MainActor
final class PreviewerApp {
    static let applicationID = "org.cartographylinux.Previewer"

    private let application = Application(id: applicationID)
    private var options = PreviewerOptions()
    private var session: PreviewerSession?
    private var controlChannel: ControlChannel?
    private var actions: SessionActions?
    private var parsedCommandLine = false
    /// Every preview the previewer can show, and the one it opens with, made before the display is opened.
    private var catalog = PreviewCatalog()
    private var firstDocument: PreviewDocument?
    private var sidebarAction: ToggleAction?
    /// The filmstrip being rendered (`--filmstrip`).
    private var filmstrip: VariantSheet?
    /// The contact sheet of variants being rendered (`--sheet`).
    private var variantSheet: VariantSheet?
    /// The golden snapshots being recorded (`--record`).
    private var recorder: GoldenRecorder?
    /// The golden snapshots being verified (`--verify`).
    private var verifier: GoldenVerifier?
    /// Why the user's files could not be loaded, for the window to show.
    private var sourceProblem: String?
    /// The user's code (`--source`, `--package`), watched and reloaded on every save.
    private var userCode: UserCode?
    /// The build loaded at start, if the user's code built.
    private var startLibrary: LoadedPreviewLibrary?
    private var selfRestart: SelfRestart?
    private var liveReload: LiveReload?
    /// What the last run remembered, and where this one writes it; nil when this run remembers nothing.
    private var memory: StateMemory?
    /// The remembered content size, when the command line gives none and the window allows it.
    private var rememberedContentSize: PixelSize?
    /// When this image of the process started (a restart's reload is timed across images).
    private let startedAt = ContinuousClock.now

    /// Runs until the window closes or a one-shot mode is done; returns the exit status.
    func run() -> Int32 {
        if let unknown = UnknownOption.first(in: CommandLine.arguments, declared: PreviewerOptions.declarations) {
            Console.printError(UnknownOption.message(for: unknown))
            return 2
        }
        application.addOptions(PreviewerOptions.declarations)
        application.setSummary(
            "Shows Cartography layouts in a window, laid out by our Auto Layout engine: the gallery's previews\n"
                + "(the Weibo nine-grid first) listed in the sidebar. The preview's bar buttons sit in the header bar\n"
                + "(Ctrl+R runs the right one: the nine-grid's Refresh); the eye (Ctrl+D) draws the views' frames and\n"
                + "constraints over them, and Ctrl+E shows the layout report.\n"
                + "Without a display, run it under Xvfb: xvfb-run -a previewer --snapshot grid.png")
        application.onLocalOptions { [unowned self] values in self.handleOptions(values) }
        actions = SessionActions(
            refresh: addAction("refresh") { session in session.refresh() },
            debug: addToggleAction("debug") { session, isOn in session.debugOverlayDidChange(isOn) },
            report: addToggleAction("report") { session, isOn in session.reportDidChange(isOn) },
            sweep: addToggleAction("sweep") { session, isOn in session.sweepDidChange(isOn) },
            closeReport: addAction("close-report") { session in session.setReportOpen(false) {} },
            clearSelection: addAction("clear-selection") { session in session.inspector.select(nil) },
            explode: addToggleAction("explode") { session, isOn in session.inspector.exploded.setOn(isOn) },
            exactSize: addToggleAction("exact-size") { session, isOn in session.exactSizeDidChange(isOn) },
            slowAnimations: addToggleAction("slow-animations") { session, isOn in
                session.slowAnimationsDidChange(isOn)
            },
            variants: addToggleAction("variants") { session, isOn in session.variantsDidChange(isOn) })
        sidebarAction = addToggleAction("sidebar") { session, isVisible in session.sidebarDidChange(isVisible) }
        addAction("find-in-report") { session in session.findInReport() }
        addAction("zoom-in") { session in session.zoom(by: 1) }
        addAction("zoom-out") { session in session.zoom(by: -1) }
        addAction("zoom-reset") { session in
            // The variants canvas fits its tiles again; the single preview goes back to 100 %.
            if session.variants.isOn { session.variants.setZoom(nil) } else { session.setZoom(100) }
        }
        addAction("shortcuts") { session in session.showShortcuts() }
        addAction("about") { session in AboutPreviewer.present(over: session.window.window) }
        addAction("close") { session in session.window.window.close() }
        application.addAction("quit", shortcuts: KeyboardShortcuts.accelerators(for: "quit")) { [unowned self] in
            self.rememberState()
            self.application.quit(exitStatus: 0)
        }
        application.onActivate { [unowned self] in self.activate() }
        let status = application.run()
        // GLib exits with 1 on a command line it cannot parse, before our handler sees it; it printed why.
        return status != 0 && !parsedCommandLine ? 2 : status
    }

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
            if let session = self.session { body(session, isOn) }
        }
    }

    private func handleOptions(_ values: CommandLineValues) -> Int32? {
        parsedCommandLine = true
        if values.flag("version") {
            Console.printText(PreviewerVersion.line)
            return 0
        }
        do {
            options = try PreviewerOptions(values)
        } catch {
            Console.printError("previewer: \(error.message)")
            return 2
        }
        // Before the display check: previews are made and explained by the layout library alone, so --list and
        // --explain work over ssh and in CI, and a bad --preview or --count is reported at once.
        TextMeasurers.current = PangoTextMeasurer()
        if let library = options.probeLibrary {
            return CrashProbe.runChild(library: library, size: options.contentSize, seed: options.seed)
        }
        if let package = options.packagePath {
            userCode = .package(package)
        } else if !options.sources.isEmpty {
            userCode = .files(options.sources, options.userBuild)
        }
        do {
            // The user's code is compiled and loaded here (a restart names the build to load instead). A mistake
            // in it ends a one-shot mode with status 2; the window opens on the gallery instead, shows the
            // messages, and reloads on the next save.
            startLibrary = try loadUserLibrary(code: userCode, resuming: options.resumeLibrary)
            catalog = Previewer.catalog(with: startLibrary)
        } catch {
            Console.printError("previewer: \(error)")
            if options.list || options.explain || options.isOneShot { return 2 }
            sourceProblem = "\(error)"
            catalog = Gallery.catalog
        }
        if options.list {
            for preview in catalog.previews { Console.printText(preview.name) }
            return 0
        }
        memory = StateMemory.forRun(options)
        guard let (group, preview) = chosenPreview() else {
            let names = catalog.previews.map { "  \($0.name)" }.joined(separator: "\n")
            Console.printError(
                "previewer: --preview: there is no preview called \"\(options.previewName ?? "")\"; the previews are:\n"
                    + names)
            return 2
        }
        do {
            firstDocument = try PreviewDocument(
                preview: preview, groupName: group,
                seed: options.seed ?? options.verifyFolder.flatMap(GoldenFolder.recordedSeed(in:))
                    ?? PreviewDocument.randomSeed(),
                itemCount: options.count)
        } catch {
            let cause = options.count.map { "cannot show --count \"\($0)\"" } ?? "failed"
            Console.printError("previewer: the preview \"\(preview.name)\" \(cause): \(error)")
            return 2
        }
        if options.explain, let firstDocument {
            Console.printText(
                ExplainReport.text(
                    for: firstDocument, contentSize: initialContentSize(for: firstDocument),
                    exactSize: options.exactSize))
            return 0
        }
        guard Toolkit.openDisplay() else {
            Console.printError(Self.noDisplayMessage(snapshot: options.snapshotPath))
            return 1
        }
        return nil
    }

    /// `--size`, else the remembered size, else the size the preview declares, else a phone's.
    private func initialContentSize(for document: PreviewDocument) -> PixelSize {
        options.contentSize ?? rememberedContentSize ?? document.declaredSize ?? PreviewerWindow.defaultWindowSize
    }

    /// The preview `--preview` names, else the remembered one, else the first one; nil when no preview has the
    /// name `--preview` gives.
    private func chosenPreview() -> (group: String, preview: Preview)? {
        let name = options.previewName ?? memory?.previewName(in: catalog)
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
        startLibrary.map { Set(PreviewCatalog(providers: $0.providers).previews.map(\.name)) }
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
        AboutPreviewer.installIcon()
        // Made in `run()` and `handleOptions`, before the application can activate.
        guard let actions, let firstDocument else { return }
        let session = PreviewerSession(
            application: application, catalog: catalog, document: firstDocument, itemCount: options.count,
            sweepRange: options.sweep, actions: actions)
        self.session = session
        session.snapshotScale = options.snapshotScale
        let remembered = memory?.remembered ?? RememberedState()
        sidebarAction?.isOn = remembered.isSidebarVisible
        let restartedBecause = restartReason()
        session.restartedBecause = restartedBecause
        // A crash is news; a restart after many reloads is routine, and only `stats` says so.
        let crashNotice = options.restartSignal == nil ? nil : restartedBecause
        session.window.sourceProblem.show(
            [crashNotice, sourceProblem].compactMap { $0 }.joined(separator: "\n").nilIfEmpty)
        if options.overlay || remembered.overlay { actions.debug.isOn = true }
        if options.report || remembered.report { actions.report.isOn = true }
        if let userCode { startLiveReload(userCode, in: session) }
        memory?.watch(session) { [unowned self] in self.rememberState() }
        if options.exactSize { actions.exactSize.isOn = true }
        actions.slowAnimations.isOn = options.slowAnimations || remembered.slowAnimations
        if let set = remembered.variants {
            session.variants.choose(set)
            actions.variants.isOn = true
        }
        if options.contentSize == nil { rememberedContentSize = memory?.contentSize(fitting: session.window) }
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
                previewName: session.document.preview.name, contentSize: nil, seed: session.seed,
                overlay: options.overlay, report: options.report, library: startLibrary?.path,
                reloadCount: options.reloadCount))
        selfRestart = restart
        session.onStateChange = { [unowned session, unowned restart] in
            restart.update { state in
                state.previewName = session.document.preview.name
                let size = session.window.contentSize
                if size.width > 0 && size.height > 0 { state.contentSize = size }
                state.overlay = session.debugOverlay.isOn
                state.report = session.isReportOpen
            }
        }
        do {
            let reload = LiveReload(
                code: code, toolchain: try PreviewToolchain.forRunningExecutable(), session: session,
                restart: restart, loadedBuilds: startLibrary == nil ? 0 : 1, reloadCount: options.reloadCount)
            try reload.start()
            liveReload = reload
            session.liveReload = reload
        } catch {
            Console.printError("previewer: live reload is off: \(error)")
        }
    }

    /// What the previous image of this process said when it restarted this one.
    private func restartReason() -> String? {
        if let signal = options.restartSignal {
            return "The previews crashed (\(LiveReload.signalName(signal))) after they were loaded (in an action, "
                + "or laid out at another size); the previewer restarted on the last good build"
        }
        return options.restartReason.map { "The previewer restarted on the last good build: \($0)" }
    }

    private func windowIsReady(_ outcome: ContentSizer.Outcome) {
        guard let session else { return }
        // After a frame: the subtitle the first layout pass wrote is then laid out, and a window with a change
        // still queued renders nothing.
        session.window.window.afterNextFrame { [unowned self] in self.windowIsDrawn(outcome) }
    }

    private func windowIsDrawn(_ outcome: ContentSizer.Outcome) {
        guard let session else { return }
        selfRestart?.arm()
        session.onStateChange?()
        if case .settled(let actual) = outcome, let requested = options.contentSize ?? firstDocument?.declaredSize {
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
        if options.sweep != nil { session.setSweeping(true) }
        // Over the remembered size, so that unmaximizing gives it back.
        if memory?.remembered.isMaximized == true, options.contentSize == nil, !options.isOneShot {
            session.window.window.isMaximized = true
        }
        if let path = options.filmstripPath {
            let strip = VariantSheet.filmstrip(
                session: session, widths: options.filmstripWidths, height: session.window.contentSize.height)
            filmstrip = strip
            strip.render(to: path) { [unowned self] problem in
                if let problem { Console.printError("previewer: --filmstrip: \(problem)") }
                self.application.quit(exitStatus: problem == nil ? 0 : 2)
            }
        } else if let path = options.sheetPath {
            let sheet = VariantSheet(session: session, variants: session.document.preview.variants)
            variantSheet = sheet
            sheet.render(to: path) { [unowned self] problem in
                if let problem { Console.printError("previewer: --sheet: \(problem)") }
                self.application.quit(exitStatus: problem == nil ? 0 : 2)
            }
        } else if let folder = options.recordFolder {
            let recorder = GoldenRecorder(
                session: session, folder: folder, only: options.previewName, skipped: options.skippedPreviews,
                among: userPreviewNames)
            self.recorder = recorder
            recorder.record { [unowned self] problem in
                if let problem { Console.printError("previewer: --record: \(problem)") }
                self.application.quit(exitStatus: problem == nil ? 0 : 2)
            }
        } else if let folder = options.verifyFolder {
            let verifier = GoldenVerifier(
                session: session, folder: folder, only: options.previewName, skipped: options.skippedPreviews,
                among: userPreviewNames, tolerance: options.imageTolerance,
                failures: options.failuresFolder)
            self.verifier = verifier
            verifier.verify { [unowned self] outcome in
                switch outcome {
                case .success(let status): self.application.quit(exitStatus: status)
                case .failure(let stop):
                    Console.printError("previewer: --verify: \(stop.message)")
                    self.application.quit(exitStatus: 2)
                }
            }
        } else if options.isOneShot {
            application.quit(exitStatus: 0)
        } else if options.control {
            if let seconds = options.reloadSecondsBeforeRestart, let liveReload {
                // A reload restarted the previewer on its build: this image answers its `wait-reload`s.
                liveReload.finishRestartedReload(
                    secondsBefore: seconds, imageStart: startedAt, waiting: options.waitingReloads
                ) { [unowned session] record in
                    var answer = ControlReply.withFrames("wait-reload", session: session)
                    answer.reload = record
                    Console.printJSON(answer)
                }
            } else if let restartedBecause = session.restartedBecause {
                // A command in flight when the crash came gets no reply: this line tells its sender why.
                Console.printJSON(ControlReply(command: "restarted", ok: true, restart: restartedBecause))
            }
            let channel = ControlChannel(session: session) { [unowned self] in
                self.rememberState()
                self.application.quit(exitStatus: 0)
            }
            controlChannel = channel
            channel.start()
        }
    }
}

extension PreviewerApp {
    /// Writes what the next run restores, if this run remembers (`StateMemory.forRun`).
    private func rememberState() {
        guard let memory, let session, let actions else { return }
        memory.save(
            RememberedState(
                previewName: session.document.preview.name, contentSize: session.window.contentSize,
                isMaximized: session.window.window.isMaximized, isSidebarVisible: sidebarAction?.isOn ?? true,
                overlay: actions.debug.isOn, report: actions.report.isOn,
                slowAnimations: actions.slowAnimations.isOn,
                variants: session.variants.isOn ? session.variants.variantSet : nil))
    }
}

extension String {
    /// nil for the empty string.
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
