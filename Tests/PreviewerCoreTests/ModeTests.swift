// Each mode from the options that ask for it, with its own parameters; two modes at once are refused.

import PreviewerCore
import Testing

@Suite("Modes")
struct ModeTests {
    typealias Mode = PreviewerOptions.Mode

    @Test("Each mode option gives its mode, with its parameters")
    func modes() throws {
        let expected: [([String], Mode)] = [
            ([], .interactive(sweep: nil)),
            (["--sweep", "320:1024"], .interactive(sweep: 320...1024)),
            (["--control"], .control(sweep: nil)),
            (["--control", "--sweep", "320:520"], .control(sweep: 320...520)),
            (["--snapshot", "/tmp/grid.png"], .snapshot(path: "/tmp/grid.png", dumpsFrames: false)),
            (["--dump-frames"], .dumpFrames),
            // --dump-frames prints the frames of the window --snapshot saves: one mode.
            (["--dump-frames", "--snapshot", "/tmp/grid.png"], .snapshot(path: "/tmp/grid.png", dumpsFrames: true)),
            (["--filmstrip", "/tmp/s.png"], .filmstrip(path: "/tmp/s.png", widths: [320, 480, 768, 1024])),
            (
                ["--filmstrip", "/tmp/s.png", "--widths", "320,480"],
                .filmstrip(path: "/tmp/s.png", widths: [320, 480])
            ),
            (["--sheet", "/tmp/sheet.png"], .sheet(path: "/tmp/sheet.png")),
            (["--record", "/tmp/goldens"], .record(folder: "/tmp/goldens", skipped: [])),
            (["--record", "/tmp/g", "--skip", "A", "--skip", "B"], .record(folder: "/tmp/g", skipped: ["A", "B"])),
            (["--verify", "/tmp"], .verify(.init(folder: "/tmp"))),
            (
                [
                    "--verify", "/tmp", "--skip", "Form", "--delta-e", "1.5", "--max-differing", "2%", "--failures",
                    "/tmp/f",
                ],
                .verify(
                    .init(
                        folder: "/tmp", skipped: ["Form"], tolerance: .init(deltaE: 1.5, differingPercent: 2),
                        failures: "/tmp/f"))
            ),
            (["--explain"], .explain),
            (["--list"], .list),
            (["--probe-library", "/tmp/libPreviews.so"], .probe(library: "/tmp/libPreviews.so")),
            (["--version"], .version),
            // --version wins over anything else, as GApplication's handler did.
            (["--version", "--list"], .version),
        ]
        for (arguments, mode) in expected {
            #expect(try parse(arguments).mode == mode, "\(arguments)")
        }
    }

    /// Every option that asks for a mode, with a valid value.
    static let modeOptions: [[String]] = [
        ["--control"], ["--snapshot", "/tmp/grid.png"], ["--dump-frames"], ["--filmstrip", "/tmp/s.png"],
        ["--sheet", "/tmp/sheet.png"], ["--record", "/tmp"], ["--verify", "/tmp"], ["--explain"], ["--list"],
        ["--probe-library", "/tmp/lib.so"],
    ]

    @Test("Two modes at once are refused, naming both and what each does", arguments: 0..<modeOptions.count)
    func exclusions(_ index: Int) throws {
        let first = Self.modeOptions[index]
        for second in Self.modeOptions[(index + 1)...] {
            let arguments = first + second
            if arguments.contains("--snapshot") && arguments.contains("--dump-frames") { continue }
            let message = try #require(refusal(arguments), "\(arguments) was accepted")
            #expect(
                message.hasPrefix("\(first[0]) and \(second[0]) cannot be combined: \(first[0]) "),
                "\(arguments): \(message)")
            #expect(refusal(second + first) == message, "the order given does not matter")
        }
    }

    @Test("The messages for two modes say what each does")
    func exclusionMessages() {
        #expect(
            refusal(["--sheet", "/tmp/sheet.png", "--control"])
                == "--control and --sheet cannot be combined: --control takes commands until quit, "
                + "--sheet saves a contact sheet and exits")
        #expect(
            refusal(["--verify", "/tmp", "--record", "/tmp"])
                == "--record and --verify cannot be combined: --record saves golden snapshots and exits, "
                + "--verify compares with golden snapshots and exits")
    }

    @Test("--sweep goes only with a window that stays open")
    func sweepWithOneShot() {
        #expect(
            refusal(["--sweep", "320:520", "--snapshot", "/tmp/grid.png"])
                == "--sweep goes with a window that stays open, not with --snapshot, which saves a picture and exits")
        #expect(
            refusal(["--sweep", "320:520", "--list"])
                == "--sweep goes with a window that stays open, not with --list, which prints the previews' names "
                + "and exits")
    }

    @Test("Whether a mode exits on its own once the window is laid out")
    func oneShot() throws {
        #expect(try parse(["--snapshot", "/tmp/a.png"]).mode.isOneShot)
        #expect(try parse(["--verify", "/tmp"]).mode.isOneShot)
        #expect(try !parse(["--control"]).mode.isOneShot)
        #expect(try !parse(["--explain"]).mode.isOneShot)
        #expect(try !parse([]).mode.isOneShot)
    }
}
