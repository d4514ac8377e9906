// The control channel: commands from standard input, one JSON reply per command on standard output.

import GtkKit
import PreviewerCore

/// Runs the commands written to standard input, one at a time and in order, and answers each with one line.
///
/// A command that waits for GTK (`resize`, `refresh`, `debug`) holds back the ones after it until it has replied,
/// so replies always come in the order of the commands. End of input quits once the queue is done. Nothing runs
/// after `quit`: the main loop may turn a few more times before the process exits, and a command written after
/// `quit` (a `snapshot` in the same write) must not act.
@MainActor
final class ControlChannel {
    private enum Entry {
        case line(String)
        /// With the text after the last `\n`, if any: not a line, so not run, but answered.
        case endOfInput(unterminated: String?)
    }

    private let session: PreviewerSession
    private let quit: @MainActor () -> Void
    private var reader: LineReader?
    private var queue: [Entry] = []
    private var isBusy = false
    /// Set by `quit` and end of input: from then on lines are dropped unread.
    private var hasQuit = false

    /// What the channel does to the session beyond what the window's own controls do.
    private var control: SessionControl { SessionControl(session: session) }

    init(session: PreviewerSession, quit: @escaping @MainActor () -> Void) {
        self.session = session
        self.quit = quit
    }

    /// Starts reading standard input on the main loop.
    func start() {
        reader = LineReader(
            fileDescriptor: 0,
            onLine: { [weak self] line in self?.enqueue(.line(line)) },
            onEnd: { [weak self] rest in self?.enqueue(.endOfInput(unterminated: rest)) })
    }

    private func enqueue(_ entry: Entry) {
        guard !hasQuit else { return }
        queue.append(entry)
        pump()
    }

    private func pump() {
        while !isBusy, !hasQuit, !queue.isEmpty {
            let entry = queue.removeFirst()
            isBusy = true
            execute(entry) { [weak self] reply in
                if let reply { Console.printJSON(reply) }
                self?.isBusy = false
                self?.pump()
            }
        }
    }

    private func execute(_ entry: Entry, reply: @escaping @MainActor (ControlReply?) -> Void) {
        switch entry {
        case .endOfInput(let unterminated):
            stopTakingCommands()
            quit()
            reply(
                unterminated.map { text in
                    .failure(
                        Self.verb(of: text),
                        "the input ended without a newline after \"\(text)\"; a command runs only once its line ends")
                })
        case .line(let line):
            // Every line gets exactly one reply: a blank one an error (the parser's "empty command").
            switch ControlCommand.parse(line) {
            case .failure(let error):
                reply(.failure(Self.verb(of: line), error.message))
            case .success(let command):
                execute(command, reply: reply)
            }
        }
    }

    private func stopTakingCommands() {
        hasQuit = true
        queue.removeAll()
        reader = nil
    }

    /// The first word of a line, up to a space or tab, for the `command` of a reply to a line that is not a
    /// command (a control character stays in it, so the reply shows the line as it came).
    private static func verb(of line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
    }

    /// How many frames a snapshot waits for a window that has nothing to render yet.
    private static let snapshotFrames = 30

    /// Saves a snapshot right after the next frame is painted: a change still queued (a subtitle's new text)
    /// leaves the window unallocated, and an unallocated window renders nothing; taken when the main loop is
    /// idle instead, a change that came in between left a widget without its allocation, and GTK warned. A window still growing to make room (the report
    /// pane opening on a loaded machine: GTK rendered nothing one frame after `report open`) gets more
    /// frames, up to `snapshotFrames`, before the error is the reply.
    private func snapshot(
        to path: String, framesLeft: Int, name: String, reply: @escaping @MainActor (ControlReply) -> Void
    ) {
        session.window.afterNextPaint { [session] in
            do throws(SnapshotError) {
                try session.saveSnapshot(to: path)
                reply(ControlReply(command: name, body: .saved(path: path)))
            } catch .nothingToRender where framesLeft > 1 {
                self.snapshot(to: path, framesLeft: framesLeft - 1, name: name, reply: reply)
            } catch {
                reply(.failure(name, error.description))
            }
        }
    }

    private func execute(_ command: ControlCommand, reply: @escaping @MainActor (ControlReply) -> Void) {
        let name = command.name
        switch command {
        case .resize(let requested):
            let size = PixelSize(requested)
            if let problem = session.window.problemResizingContent(to: size) {
                reply(.failure(name, problem, frames: session.frames()))
                return
            }
            session.resize(to: size) { [session] outcome in
                switch outcome {
                case .reached:
                    reply(.withFrames(name, session: session))
                case .refused(let actual, let restored):
                    let back = restored.map { "the window is back at \($0)" } ?? "and it could not go back"
                    reply(
                        .failure(
                            name,
                            "the window manager refused \(size) (the content area reached \(actual)); \(back)",
                            frames: session.frames()))
                }
            }
        case .refresh:
            control.clickRefresh { [session] in
                reply(.withFrames(name, session: session))
            }
        case .frames:
            reply(.withFrames(name, session: session))
        case .snapshot(let path):
            snapshot(to: path, framesLeft: Self.snapshotFrames, name: name, reply: reply)
        case .stats:
            reply(ControlReply(command: name, body: .stats(control.stats())))
        case .debug(let isOn):
            control.setDebugOverlay(isOn) { [session] drawn in
                let answer = ControlReply.withFrames(name, session: session)
                reply(drawn ? answer : answer.failed("the window did not show the change within 3 seconds"))
            }
        case .explain:
            reply(ControlReply(command: name, body: .report(control.explain())))
        case .sweep(.on):
            session.setToggle(.sweep, true)
            reply(.withFrames(name, session: session))
        case .sweep(.off):
            session.setToggle(.sweep, false)
            reply(.withFrames(name, session: session))
        case .sweep(.phase(let phase)):
            session.setToggle(.sweep, false)
            let size = PixelSize(width: session.sweep.width(atPhase: phase), height: session.window.contentSize.height)
            session.resize(to: size) { [session] _ in reply(.withFrames(name, session: session)) }
        case .drag(let start, let end):
            // The drag only asks for a layout; it runs when the main loop next lays the window out.
            if session.renderer.drag(from: start, to: end) {
                session.renderer.afterNextLayout { [session] in reply(.withFrames(name, session: session)) }
            } else {
                reply(.failure(name, "nothing under (\(start.x), \(start.y)) takes drags"))
            }
        case .preview(let previewName):
            session.renderer.afterNextLayout { [session] in
                guard session.document.preview.name == previewName else { return }
                reply(.withFrames(name, session: session))
            }
            if let problem = session.showPreview(named: previewName) {
                reply(.failure(name, problem))
            }
        case .widgets:
            reply(ControlReply(command: name, body: control.widgetNames().map(ControlReply.Body.widgets) ?? .none))
        case .report(let action):
            execute(action, reply: reply)
        case .toggle(let toggleName, let isOn):
            guard let toggle = ToggleName(rawValue: toggleName) else {
                let names = ToggleName.allCases.map(\.rawValue).joined(separator: ", ")
                return reply(.failure(name, "there is no toggle called \"\(toggleName)\" (the toggles: \(names))"))
            }
            session.setToggle(toggle, isOn)
            session.window.afterNextPaint { [session] in reply(.withFrames(name, session: session)) }
        case .exactSize(let isOn):
            control.setExactSize(isOn) { [session] in reply(.withFrames(name, session: session)) }
        case .zoom(let percent):
            session.setZoom(percent) { [session] in reply(.withFrames(name, session: session)) }
        case .waitReload(let atLeast):
            guard let reload = session.run.liveReload else {
                reply(.failure(name, "nothing is reloaded: start the previewer with --source or --package"))
                return
            }
            reload.waitForReload(atLeast: atLeast ?? reload.count + 1) { [session] record in
                reply(.withFrames(name, session: session, detail: .reload(record)))
            }
        case .scroll(let x, let y, let dx, let dy):
            let answer: @MainActor (Bool) -> Void = { [session] scrolled in
                reply(.withFrames(name, session: session, detail: .scrolled(scrolled)))
            }
            // A scroll that moved something asks for a layout pass, which runs later in the main loop.
            if control.scroll(atX: x, y: y, dx: dx, dy: dy) {
                session.renderer.afterNextLayout { answer(true) }
            } else {
                answer(false)
            }
        case .animations(let request):
            control.drive(request) { [session] in reply(.withFrames(name, session: session)) }
        case .inspector(let request):
            request.run(on: session, reply: reply)
        case .variants(let request):
            request.run(on: session, reply: reply)
        case .quit:
            // Before the reply: replying runs the next queued command at once.
            stopTakingCommands()
            reply(ControlReply(command: name))
            quit()
        }
    }

    private func execute(_ action: ControlCommand.ReportCommand, reply: @escaping @MainActor (ControlReply) -> Void) {
        let pane = session.window.reportPane
        switch action {
        case .open, .close:
            session.setReportOpen(action == .open) { [session] in
                reply(.withFrames("report", session: session, detail: pane.isOpen ? .report(pane.shownText) : nil))
            }
        case .copy:
            pane.update()
            pane.copy()
            reply(ControlReply(command: "report", body: .report(pane.shownText)))
        case .save(let path):
            pane.update()
            if let problem = pane.save(to: path) {
                reply(.failure("report", problem))
            } else {
                reply(ControlReply(command: "report", body: .saved(path: path)))
            }
        case .search(let needle):
            pane.update()
            pane.find(needle) { [session] in
                let answer = ControlReply.withFrames("report", session: session, detail: .search(pane.searchResult))
                let found = pane.searchResult.matches > 0 || needle.isEmpty
                reply(found ? answer : answer.failed("no match for \"\(needle)\""))
            }
        }
    }
}
