// The command line as the binary answers it: exit statuses, no display, --help on standard output. What each
// option accepts and the exact messages are unit tests of PreviewerCore (Tests/PreviewerCoreTests).

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Command line")
    struct OptionTests {
        /// Options the previewer must reject, and words its message must contain to be clear.
        struct BadOption: Sendable, CustomTestStringConvertible {
            var arguments: [String]
            var mentions: [String]
            var testDescription: String { arguments.joined(separator: " ") }
        }

        static let badOptions = [
            // The nine-grid's own range, checked when the preview is made: the option itself is a whole number.
            BadOption(arguments: ["--count", "0"], mentions: ["--count", "\"0\"", "1 to 9"]),
            BadOption(arguments: ["--count", "12"], mentions: ["--count", "\"12\"", "1 to 9"]),
            // Refused by the option parser: the app prints the core's message and exits with 2.
            BadOption(arguments: ["--size", "abc"], mentions: ["--size", "\"abc\""]),
            BadOption(
                arguments: ["--sheet", "/tmp/sheet.png", "--variants", "devices,purple"],
                mentions: ["--variants", "\"purple\"", "devices, dark, text, rtl"]),
            BadOption(
                arguments: ["--record", "/tmp/golden", "--variants", "0x568"],
                mentions: ["--variants", "\"0x568\"", "the width 0 is not from 1 to 4096"]),
            BadOption(arguments: ["--variants", "dark"], mentions: ["--variants", "--sheet, --record or --verify"]),
            // /proc takes no new files, even for root (who passes any permission check before the write).
            BadOption(arguments: ["--snapshot", "/proc/grid.png"], mentions: ["--snapshot", "/proc/grid.png"]),
        ]

        @Test("A bad option exits with 2 and one clear line", .timeLimit(.minutes(1)), arguments: badOptions)
        func badOption(_ option: BadOption) throws {
            // A display is there, so the option, not the display, is what the app must complain about.
            let display = try VirtualDisplay()
            defer { display.stop() }
            let run = try OneShotRun(option.arguments, environment: display.appEnvironment)
            #expect(run.status == 2)
            #expect(run.output.isEmpty, "stdout: \(run.output)")
            #expect(run.errors.count == 1, "stderr: \(run.errors)")
            let message = run.errors.first ?? ""
            #expect(message.hasPrefix("previewer: "), "message: \(message)")
            for word in option.mentions {
                #expect(message.contains(word), "\"\(message)\" does not mention \(word)")
            }
        }

        @Test(
            "Without a display the app exits with 1 and says to use xvfb-run", .timeLimit(.minutes(1)),
            arguments: [[], ["--count", "3"], ["--snapshot", "/tmp/previewer-no-display.png"]])
        func noDisplay(_ arguments: [String]) throws {
            try? FileManager.default.removeItem(atPath: "/tmp/previewer-no-display.png")
            let run = try OneShotRun(arguments, environment: OneShotRun.environmentWithoutDisplay)
            #expect(run.status == 1)
            #expect(run.output.isEmpty, "stdout: \(run.output)")
            #expect(run.errors.count == 1, "stderr: \(run.errors)")
            #expect(run.errors.first?.contains("xvfb-run") == true, "stderr: \(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: "/tmp/previewer-no-display.png"))
        }

        @Test("An unknown option exits with 2, named, with a pointer to --help", .timeLimit(.minutes(1)))
        func unknownOption() throws {
            let run = try OneShotRun(["--seed", "3", "--bogus=1"], environment: OneShotRun.environmentWithoutDisplay)
            #expect(run.status == 2)
            #expect(run.output.isEmpty, "stdout: \(run.output)")
            #expect(
                run.errors == ["previewer: Unknown option --bogus=1; run previewer --help for the options"],
                "stderr: \(run.errors)")
        }

        @Test("--help exits with 0 and prints the options on standard output", .timeLimit(.minutes(1)))
        func help() throws {
            // Help needs no display.
            let run = try OneShotRun(["--help"], environment: OneShotRun.environmentWithoutDisplay)
            #expect(run.status == 0)
            #expect(run.errors.isEmpty, "stderr: \(run.errors)")
            let text = run.output.joined(separator: "\n")
            for option in ["--seed=N", "--count=N", "--size=WxH", "--snapshot=FILE.png", "--dump-frames", "--control"] {
                #expect(text.contains(option), "--help does not list \(option):\n\(text)")
            }
        }
    }
}
