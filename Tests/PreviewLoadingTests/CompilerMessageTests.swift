// The compiler's diagnostics as values, and the messages of UserCodeError.

import PreviewLoading
import Testing

@Suite struct CompilerMessageTests {
    /// swiftc 6's output for two errors, one with a note, in its default style with source excerpts.
    static let output = """
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        Sources/Screens/Profile.swift:12:27: error: cannot find 'UnknownController' in scope
        10 |     static var previews: [Preview] {
        11 |         [
        12 |             Preview("A") { UnknownController() }
           |                           `- error: cannot find 'UnknownController' in scope
        /tmp/my:folder/Other.swift:3:5: warning: variable 'x' was never mutated; consider changing to 'let' constant
        Sources/Screens/Profile.swift:20:9: error: missing argument for parameter 'name' in call
        Sources/Screens/Profile.swift:4:10: note: 'init(name:)' declared here
        Sources/Screens/Profile.swift:12:27: error: cannot find 'UnknownController' in scope
        """

    @Test func parsesLocatedDiagnosticsWithTheirNotes() {
        let messages = CompilerMessage.parse(Self.output)
        #expect(messages.count == 3)
        #expect(
            messages.first
                == CompilerMessage(
                    file: "Sources/Screens/Profile.swift", line: 12, column: 27, severity: .error,
                    message: "cannot find 'UnknownController' in scope"))
        #expect(messages[1].file == "/tmp/my:folder/Other.swift")
        #expect(messages[1].severity == .warning)
        #expect(messages[1].line == 3 && messages[1].column == 5)
        #expect(messages[2].message == "missing argument for parameter 'name' in call")
        #expect(
            messages[2].notes.map(\.description) == [
                "Sources/Screens/Profile.swift:4:10: note: 'init(name:)' declared here"
            ])
    }

    @Test func ignoresLinesWithoutALocation() {
        #expect(CompilerMessage.parse("error: link command failed\n   |   `- error: x\nplain text").isEmpty)
        #expect(CompilerMessage.parse("file.swift:x:3: error: not a line number").isEmpty)
    }

    @Test func compileErrorListsTheFirstErrorFirst() {
        let error = UserCodeError.compileFailed(messages: CompilerMessage.parse(Self.output), output: Self.output)
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Sources/Screens/Profile.swift:12:27: error: cannot find 'UnknownController' in scope",
                "Sources/Screens/Profile.swift:20:9: error: missing argument for parameter 'name' in call",
                "  Sources/Screens/Profile.swift:4:10: note: 'init(name:)' declared here",
            ])
    }

    @Test func noPreviewsSaysWhatToAdd() {
        let error = UserCodeError.noPreviews(files: ["Examples/Sources/Screens/ProfileHeader.swift"])
        #expect(
            error.description
                == "ProfileHeader.swift declares no PreviewProvider; add struct ProfileHeader_Previews: "
                + "PreviewProvider { static var previews: [Preview] { … } }")
        let several = UserCodeError.noPreviews(files: ["A.swift", "B.swift"])
        #expect(several.description.hasPrefix("none of A.swift, B.swift declares no PreviewProvider") == false)
        #expect(several.description.hasPrefix("none of A.swift, B.swift declares a PreviewProvider"))
    }
}
