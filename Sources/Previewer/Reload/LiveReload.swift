// Live reload: every save of the user's code is rebuilt off the main thread, probed in a child, and swapped
// into the open window; failures keep the last good layout.

import Cartography
import Foundation
import GtkKit
import PreviewLoading
import PreviewerCore

/// Watches the user's code and brings each save onto the screen, or says why it cannot.
///
/// One build runs at a time; saves that arrive meanwhile start one more build when it ends (of the files as
/// they are then), timed from the first of them. The steps: build (a thread of its own: `swiftc` or `swift
/// build`), probe (a child process lays the new build out, see ``CrashProbe``), load (`dlopen` of a fresh file,
/// never unloaded), swap (the session keeps the preview, the size, the overlay and the report).
@MainActor
final class LiveReload {
    /// After this many loaded builds the previewer restarts on the newest one rather than load another: each
    /// stays mapped (about 40 KiB of resident memory a build, more with big files).
    /// `PREVIEWER_RELOADS_BEFORE_RESTART` changes it (tests restart after a few).
    static let loadsBeforeRestart: Int =
        ProcessInfo.processInfo.environment["PREVIEWER_RELOADS_BEFORE_RESTART"].flatMap { Int($0) } ?? 50

    private let code: UserCode
    private let toolchain: PreviewToolchain
    private unowned let session: PreviewerSession
    private let restart: SelfRestart
    private var monitor: DirectoryMonitor?
    private var isBusy = false
    /// The first file event of saves that arrived during a build.
    private var pendingSave: ContinuousClock.Instant?
    /// Builds loaded into this process image.
    private var loadedBuilds: Int
    private var waiters: [(atLeast: Int, reply: @MainActor (ReloadRecord) -> Void)] = []

    /// Reloads done, across restarts (every outcome counts).
    private(set) var count: Int
    private(set) var last: ReloadRecord?

    init(
        code: UserCode, toolchain: PreviewToolchain, session: PreviewerSession, restart: SelfRestart,
        loadedBuilds: Int, reloadCount: Int
    ) {
        self.code = code
        self.toolchain = toolchain
        self.session = session
        self.restart = restart
        self.loadedBuilds = loadedBuilds
        self.count = reloadCount
    }

    /// Starts watching; the error says why a folder cannot be watched.
    func start() throws(UserCodeError) {
        let watched = try code.watchedFolders()
        do {
            monitor = try DirectoryMonitor(folders: watched.folders, matching: watched.matches) {
                [unowned self] _, firstEvent in self.saved(at: firstEvent)
            }
        } catch {
            throw .unreadableSource(path: watched.folders.joined(separator: ", "), reason: error.description)
        }
    }

    /// Calls `reply` once `count` reaches `atLeast` (at once if it has), with the last record.
    func waitForReload(atLeast: Int, reply: @escaping @MainActor (ReloadRecord) -> Void) {
        if count >= atLeast, let last {
            reply(last)
        } else {
            waiters.append((atLeast, reply))
        }
    }

    private func saved(at firstEvent: ContinuousClock.Instant) {
        guard !isBusy else {
            pendingSave = pendingSave ?? firstEvent
            return
        }
        build(since: firstEvent)
    }

    private func build(since firstEvent: ContinuousClock.Instant) {
        isBusy = true
        let code = self.code
        let toolchain = self.toolchain
        BackgroundWork.run({ () -> Result<BuiltPreviewLibrary, UserCodeError> in
            Result { () throws(UserCodeError) in try code.build(toolchain: toolchain) }
        }) { [unowned self] result in
            switch result {
            case .failure(let error):
                self.finish(.compileError, messages: Self.messages(of: error), problem: "\(error)", since: firstEvent)
            case .success(let library):
                self.probe(library, since: firstEvent)
            }
        }
    }

    private func probe(_ library: BuiltPreviewLibrary, since firstEvent: ContinuousClock.Instant) {
        CrashProbe.probe(library: library.path, size: session.window.contentSize, seed: session.seed) {
            [unowned self] verdict in
            switch verdict {
            case .passed:
                self.load(library, since: firstEvent)
            case .crashed(let signal, let message):
                let problem =
                    "the previews crashed (\(Self.signalName(signal))) while loading or laying out the new build; "
                    + "showing the last good build until the next save" + (message.isEmpty ? "" : "\n\(message)")
                self.finish(
                    .crash, messages: message.isEmpty ? nil : [message], signal: signal, problem: problem,
                    since: firstEvent)
            case .failed(let message):
                self.finish(.compileError, messages: [message], problem: message, since: firstEvent)
            case .timedOut(let seconds, let backtrace):
                let entry = backtrace.entry.map { "`\($0.function)`" } ?? "the previews' code"
                let stack = backtrace.frames.map { "  at \($0)" }
                let problem =
                    "\(entry) did not return within \(seconds) s (an endless loop?); showing the last good build "
                    + "until the next save" + stack.map { "\n\($0)" }.joined()
                self.finish(.timeout, messages: [problem], problem: problem, since: firstEvent)
            }
        }
    }

    private func load(_ library: BuiltPreviewLibrary, since firstEvent: ContinuousClock.Instant) {
        if loadedBuilds >= Self.loadsBeforeRestart {
            restart.update {
                $0.library = library.path
                $0.reloadCount = count + 1
            }
            // The new image finishes this reload: it answers the `wait-reload`s it would have, and times it.
            let waiting = waiters.map { "\($0.atLeast)" }.joined(separator: ",")
            restart.restart(
                reason: "\(loadedBuilds) builds were loaded, each kept in memory",
                extra: ["--reload-seconds", "\(Self.seconds(since: firstEvent))", "--waiting-reloads", waiting])
        }
        let loaded: LoadedPreviewLibrary
        do {
            loaded = try PreviewLibraryLoader.load(path: library.path)
        } catch {
            finish(.compileError, messages: [error.description], problem: error.description, since: firstEvent)
            return
        }
        let isFirstBuild = loadedBuilds == 0
        loadedBuilds += 1
        restart.update { $0.library = library.path }
        // Hidden before the swap, so that the frames after the layout pass are the ones the window keeps.
        session.window.sourceProblem.show(nil)
        if let problem = session.replaceCatalog(catalog(with: loaded), showingFirst: isFirstBuild) {
            finish(.compileError, messages: [problem], problem: problem, since: firstEvent)
            return
        }
        session.renderer.afterNextLayout { [unowned self] in
            self.finish(.ok, messages: nil, problem: nil, since: firstEvent)
        }
    }

    private func finish(
        _ outcome: ReloadRecord.Outcome, messages: [String]?, signal: Int32? = nil, problem: String?,
        since firstEvent: ContinuousClock.Instant
    ) {
        session.window.sourceProblem.show(problem)
        if let problem { Console.printError("previewer: \(problem)") }
        count += 1
        restart.update { $0.reloadCount = count }
        record(
            ReloadRecord(
                outcome: outcome, messages: messages, signal: signal, seconds: Self.seconds(since: firstEvent),
                number: count))
        isBusy = false
        if let pending = pendingSave {
            pendingSave = nil
            build(since: pending)
        }
    }

    /// A reload the previous image ended by restarting on its build: on screen now, after `secondsBefore` in
    /// that image and this image's start; `waiting` are the `wait-reload` counts it had not answered.
    func finishRestartedReload(
        secondsBefore: Double, imageStart: ContinuousClock.Instant, waiting: [Int],
        reply: @escaping @MainActor (ReloadRecord) -> Void
    ) {
        for atLeast in waiting { waiters.append((atLeast, reply)) }
        record(
            ReloadRecord(
                outcome: .ok, messages: nil, signal: nil, seconds: secondsBefore + Self.seconds(since: imageStart),
                number: count))
    }

    private func record(_ record: ReloadRecord) {
        last = record
        let ready = waiters.filter { count >= $0.atLeast }
        waiters.removeAll { count >= $0.atLeast }
        for waiter in ready { waiter.reply(record) }
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The compiler's messages for a compile error, else the error's text.
    static func messages(of error: UserCodeError) -> [String] {
        if case .compileFailed(let messages, _) = error {
            let errors = messages.filter { $0.severity == .error }.map(\.description)
            if !errors.isEmpty { return errors }
        }
        return [error.description]
    }

    /// `SIGILL`, `SIGSEGV`, … for the signals user code ends with, else `signal N`.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS",
            SIGFPE: "SIGFPE", SIGKILL: "SIGKILL",
        ]
        return names[signal].map { "\($0), signal \(signal)" } ?? "signal \(signal)"
    }
}
