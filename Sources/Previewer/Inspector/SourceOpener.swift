// Opens a constraint's source line in the user's editor, or copies `file:line` when there is no editor to open.

import Cartography
import Foundation
import GtkKit
import PreviewerCore

/// Opens `$EDITOR +LINE FILE` (the convention of vi, Emacs, nano, Helix, Kakoune and `code -g`'s cousins) with
/// GLib's GSubprocess, a terminal editor inside a terminal (``TerminalEditor``); without `$EDITOR`, or a
/// terminal editor without a terminal, puts `file:line` on the clipboard.
@MainActor
enum SourceOpener {
    /// What happened, for the inspector's status line and the control channel.
    typealias Outcome = InspectorReply.Opened

    /// The file to open for `location`: its path as recorded, made absolute against the working directory
    /// when it is relative and exists there.
    static func path(of location: SourceLocation) -> String {
        let recorded = location.path
        if recorded.hasPrefix("/") { return recorded }
        let resolved = FileManager.default.currentDirectoryPath + "/" + recorded
        return FileManager.default.fileExists(atPath: resolved) ? resolved : recorded
    }

    /// Opens `location` in `$EDITOR`, or copies it (through `widget`'s display) when `$EDITOR` is unset or empty.
    /// `finished` gets a problem with the editor (it could not start, or exited with an error), if any.
    static func open(
        _ location: SourceLocation, copyingFrom widget: Widget,
        finished: @escaping @MainActor (String?) -> Void = { _ in }
    ) -> Outcome {
        let file = path(of: location)
        let environment = ProcessInfo.processInfo.environment
        let editor = environment["EDITOR"]?.split(whereSeparator: \.isWhitespace).map(String.init)
        let copy = { (why: String) -> Outcome in
            let text = "\(file):\(location.line)"
            Clipboard.setText(text, from: widget)
            return Outcome(command: nil, copied: text, message: "\(why): copied \(location) to the clipboard")
        }
        guard let editor, let program = editor.first else { return copy("No $EDITOR set") }
        // GSubprocess looks a bare name up on the PATH, as a shell would.
        var command = [program] + editor.dropFirst() + ["+\(location.line)", file]
        if TerminalEditor.needsTerminal(program) {
            guard let inTerminal = TerminalEditor.inTerminal(command, environment: environment) else {
                return copy(TerminalEditor.noTerminalMessage(editor: program))
            }
            command = inTerminal
        }
        Subprocess.run(command) { outcome in
            if let failure = outcome.launchFailure {
                finished("cannot start \(command[0]): \(failure)")
            } else if let status = outcome.exitStatus, status != 0 {
                finished("\(command[0]) exited with status \(status)")
            } else {
                finished(nil)
            }
        }
        return Outcome(command: command, copied: nil, message: "Opened \(location) in \(editor[0])")
    }
}
