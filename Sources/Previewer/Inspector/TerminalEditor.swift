// Editors that draw in a terminal (vi, nano, …): started inside a terminal window, since the previewer has none.

import Foundation

/// Wraps a terminal editor's command line in a terminal emulator: `$TERMINAL -e`, GNOME's and the XDG proposal's
/// `xdg-terminal-exec`, or Debian's `x-terminal-emulator -e`, the first found.
///
/// Started as it is, a terminal editor inherits the previewer's standard input (the null device, or the control
/// channel) and runs unseen until it is killed.
enum TerminalEditor {
    /// Editors that need a terminal (a graphical editor, `gedit` or `code -g`, opens its own window).
    static let names: Set<String> = [
        "vi", "vim", "nvim", "view", "vis", "nano", "pico", "micro", "hx", "helix", "kak", "ne", "joe", "jed", "mg",
        "mcedit", "emacs-nox",
    ]

    /// What to say when a terminal editor has no terminal to run in.
    static func noTerminalMessage(editor: String) -> String {
        "\(editor) runs in a terminal and none was found ($TERMINAL, xdg-terminal-exec, x-terminal-emulator): set "
            + "$TERMINAL, or $EDITOR to a graphical editor (such as \"gedit\" or \"code -g\")"
    }

    /// Whether `program` (a name or a path) is a terminal editor.
    static func needsTerminal(_ program: String) -> Bool {
        names.contains((program as NSString).lastPathComponent)
    }

    /// `command` run inside the first terminal found in `environment`, or nil if there is none.
    static func inTerminal(_ command: [String], environment: [String: String]) -> [String]? {
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        if let terminal = environment["TERMINAL"]?.split(whereSeparator: \.isWhitespace).map(String.init),
            let program = terminal.first, isProgram(program, onPath: path)
        {
            return terminal + ["-e"] + command
        }
        if isProgram("xdg-terminal-exec", onPath: path) { return ["xdg-terminal-exec"] + command }
        if isProgram("x-terminal-emulator", onPath: path) { return ["x-terminal-emulator", "-e"] + command }
        return nil
    }

    private static func isProgram(_ program: String, onPath path: [String]) -> Bool {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        return path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }
}
