// Reads what the last run remembered before the window opens, and writes it again when the window closes.

import Cartography
import GtkKit
import PreviewerCore

/// The remembered state of one run: read once at start, written when the window closes or the app quits.
///
/// The command line wins over it (`--preview`, `--size`, …), and a restart's own hand-over wins over both: the
/// app asks it only for what neither gives.
@MainActor
final class StateMemory {
    let path: String
    /// The content area's size the last time it changed while the window was not maximized: a maximized
    /// window is remembered as maximized over the size it had before.
    private var unmaximizedContentSize: SizeInPixels?

    /// The memory a run with `options` uses: `--state-file`, else the user's own file for an interactive
    /// window. Nil for the control channel and the one-shot modes (tests, scripts), which must not depend on
    /// a user's state nor change it, unless `--state-file` asks them to.
    static func forRun(_ options: PreviewerOptions) -> StateMemory? {
        let isInteractive = if case .interactive = options.mode { true } else { false }
        let settings = options.settings
        guard let path = settings.stateFile ?? (isInteractive ? WindowStateFile.defaultPath : nil) else { return nil }
        return StateMemory(path: path)
    }

    init(path: String) {
        self.path = path
    }

    /// What the last run left, with a warning for each value that is wrong; the defaults when it left nothing.
    func read() -> WindowState {
        let (state, problems) = WindowStateFile.read(from: path)
        for problem in problems {
            Console.printError("previewer: the remembered state is ignored where it is wrong: \(problem)")
        }
        return state
    }

    /// Follows the window's size while it is not maximized.
    func follow(_ state: WindowState) {
        if !state.isMaximized, let size = state.contentSize { unmaximizedContentSize = size }
    }

    /// Writes `state`; a file that cannot be written is a warning, never a failure of the run.
    func save(_ state: WindowState) {
        var state = state
        state.contentSize = unmaximizedContentSize ?? state.contentSize
        do {
            try WindowStateFile.write(state, to: path)
        } catch {
            Console.printError("previewer: cannot remember the window's state in \(path): \(error.message)")
        }
    }
}
