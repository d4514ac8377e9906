// Reads what the last run remembered before the window opens, and writes it again when the window closes.

import Cartography
import GtkKit
import PreviewerCore

/// The remembered state of one run: read once at start, written when the window closes or the app quits.
///
/// The command line wins over it (`--preview`, `--size`, …): the app asks it only for what the command
/// line left open.
@MainActor
final class StateMemory {
    let path: String
    /// What the last run left; the defaults when it left nothing, or nothing usable.
    private(set) var remembered = RememberedState()
    /// The content area's size the last time it changed while the window was not maximized: a maximized
    /// window is remembered as maximized over the size it had before.
    private var unmaximizedContentSize: PixelSize?

    /// The memory a run with `options` uses: `--state-file`, else the user's own file for an interactive
    /// window. Nil for the control channel and the one-shot modes (tests, scripts), which must not depend on
    /// a user's state nor change it, unless `--state-file` asks them to.
    static func forRun(_ options: PreviewerOptions) -> StateMemory? {
        let isInteractive = if case .interactive = options.mode { true } else { false }
        let settings = options.settings
        guard let path = settings.stateFile ?? (isInteractive ? RememberedState.defaultPath : nil) else { return nil }
        // A restart carries its state on its command line; the file still says what the first image read.
        return StateMemory(path: path, reading: !settings.restart.isRestart)
    }

    init(path: String, reading: Bool) {
        self.path = path
        guard reading else { return }
        let (state, problems) = RememberedState.read(from: path)
        for problem in problems {
            Console.printError("previewer: the remembered state is ignored where it is wrong: \(problem)")
        }
        remembered = state
    }

    /// The remembered preview, if the catalog still has one of that name.
    func previewName(in catalog: PreviewCatalog) -> String? {
        guard let name = remembered.previewName, catalog.previews.contains(where: { $0.name == name }) else {
            return nil
        }
        return name
    }

    /// The remembered content size, if this window can have it (a smaller sidebar or header bar than last time
    /// may not allow it); else nil, with a warning.
    func contentSize(fitting window: PreviewerWindow) -> PixelSize? {
        guard let size = remembered.contentSize else { return nil }
        if let problem = window.problemResizingContent(to: size) {
            Console.printError("previewer: the remembered size is not used: \(problem)")
            return nil
        }
        return size
    }

    /// Follows the session's size, and saves when its window is closed.
    func watch(_ session: PreviewerSession, save: @escaping @MainActor () -> Void) {
        let previous = session.onStateChange
        session.onStateChange = { [unowned self, unowned session] in
            previous?()
            let size = session.window.contentSize
            if !session.window.window.isMaximized, size.width > 0, size.height > 0 {
                self.unmaximizedContentSize = size
            }
        }
        session.window.window.onCloseRequest(save)
    }

    /// Writes the session's state; a file that cannot be written is a warning, never a failure of the run.
    func save(_ state: RememberedState) {
        var state = state
        state.contentSize = unmaximizedContentSize ?? state.contentSize
        do {
            try state.write(to: path)
        } catch {
            Console.printError("previewer: cannot remember the window's state in \(path): \(error.message)")
        }
    }
}
