// The compiler's output and the previewer's notices read into one message a row, each with its place.

import PreviewerCore
import Testing

@Suite("Source messages")
struct SourceMessageTests {
    typealias Place = SourceMessage.Place

    @Test("swiftc's diagnostics: one message each, with path, line and column; the excerpt under its message")
    func compilerOutput() {
        let output = """
            /tmp/my app/Card.swift:13:27: error: cannot find 'insett' in scope
            11 |         view.addSubview(card)
            13 |         card.leading == insett
               |                         `- error: cannot find 'insett' in scope
            /tmp/my app/Card.swift:20:5: warning: variable 'x' was never used
            Card.swift:4: note: did you mean 'inset'?
            error: link command failed with exit code 1

            """
        let messages = SourceMessage.messages(in: output)
        #expect(
            messages == [
                SourceMessage(
                    severity: .error, text: "cannot find 'insett' in scope",
                    place: Place(path: "/tmp/my app/Card.swift", line: 13, column: 27),
                    details: [
                        "11 |         view.addSubview(card)", "13 |         card.leading == insett",
                        "   |                         `- error: cannot find 'insett' in scope",
                    ]),
                SourceMessage(
                    severity: .warning, text: "variable 'x' was never used",
                    place: Place(path: "/tmp/my app/Card.swift", line: 20, column: 5)),
                SourceMessage(
                    severity: .note, text: "did you mean 'inset'?", place: Place(path: "Card.swift", line: 4)),
                SourceMessage(severity: .error, text: "link command failed with exit code 1"),
            ])
        #expect(messages.countSummary == "2 errors, 1 warning, 1 note")
        #expect(messages[0].place?.description == "Card.swift:13:27")
    }

    @Test("A notice of the previewer's own is one message, placed at the first Swift file and line it names")
    func notice() {
        let output = """
            viewDidLoad did not return within 10 s; the last good layout stays
              CardViewController.viewDidLoad() at /home/me/App/CardViewController.swift:42:9
              closure #1 in Loop.run() at (/home/me/App/Loop.swift:7)
            """
        let messages = SourceMessage.messages(in: output)
        #expect(messages.count == 1)
        #expect(messages.first?.severity == .notice)
        #expect(messages.first?.text == "viewDidLoad did not return within 10 s; the last good layout stays")
        #expect(messages.first?.details.count == 2)
        #expect(messages.first?.place == Place(path: "/home/me/App/CardViewController.swift", line: 42, column: 9))
        #expect(messages.countSummary == "1 problem")
    }

    @Test("Text that only looks like a diagnostic, and empty output, start no placed message")
    func lookalikes() {
        #expect(SourceMessage.messages(in: "").isEmpty)
        #expect(SourceMessage.messages(in: "\n\n").isEmpty)
        let messages = SourceMessage.messages(in: "the card crashed: error: it was nil at the time")
        #expect(messages.count == 1)
        #expect(messages.first?.severity == .notice)
        #expect(messages.first?.place == nil)
        #expect(SourceMessage.messages(in: "see .swift:12 and Card.swift:x").first?.place == nil)
    }
}
