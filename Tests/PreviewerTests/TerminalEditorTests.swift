// A terminal $EDITOR (vi) opens inside a terminal window, or the previewer says how to set one up.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("A terminal $EDITOR")
    struct TerminalEditorTests {
        @Test(
            "vi opens in $TERMINAL -e; with no terminal the line is copied and the message says what to set",
            .timeLimit(.minutes(2)))
        func terminalEditor() throws {
            let folder = try ShotsFolder.folder(for: "terminal-editor")
            let terminal = try ArgumentRecorder(named: "terminal", in: folder)
            let source = RepositoryFiles.root.appendingPathComponent(InspectorTests.equalWidthsSource).path
            let line = try RepositoryFiles.line(
                of: "blue.leading == red.trailing + 10", in: InspectorTests.equalWidthsSource)
            try withPreviewer(
                options: ["--preview", "Equal widths"], extraEnvironment: ["EDITOR": "vi", "TERMINAL": terminal.path]
            ) { app, _ in
                _ = try app.inspector("select blue")
                let (_, opened) = try app.inspector("open-constraint 0")
                #expect(opened.opened?.command == [terminal.path, "-e", "vi", "+\(line)", source])
                _ = try app.frames { _ in terminal.hasRun }
                #expect(try terminal.written() == "-e\nvi\n+\(line)\n\(source)\n")
                #expect(try app.quit() == 0)
            }
            // No $TERMINAL and a PATH without xdg-terminal-exec or x-terminal-emulator.
            try withPreviewer(
                options: ["--preview", "Equal widths"],
                extraEnvironment: ["EDITOR": "vi", "TERMINAL": "", "PATH": folder.path]
            ) { app, display in
                _ = try app.inspector("select blue")
                let (_, copied) = try app.inspector("open-constraint 0")
                #expect(copied.opened?.command == nil)
                #expect(copied.opened?.copied == "\(source):\(line)")
                let message = try #require(copied.opened?.message)
                #expect(message.hasPrefix("vi runs in a terminal and none was found"), "\(message)")
                #expect(message.contains("set $TERMINAL, or $EDITOR to a graphical editor"), "\(message)")
                #expect(try KeyboardAndMouse(display: display).clipboardText() == "\(source):\(line)")
                #expect(try app.quit() == 0)
            }
        }
    }
}
