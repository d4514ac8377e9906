// Every option value the previewer refuses, with the exact line it prints (after `previewer: `).

import Testing

@Suite("Bad options")
struct BadOptionTests {
    /// A command line and the message that refuses it.
    struct BadOption: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badOptions = [
        BadOption(
            arguments: ["--source", "Card.swift", "--swift-version", "7"],
            message: "--swift-version expects one of 4, 4.2, 5, 6, not \"7\""),
        BadOption(
            arguments: ["--source", "Card.swift", "--module", "Core"],
            message: "--module expects NAME=DIR, a module name and a folder of Swift files (such as Core=Stubs/Core), "
                + "not \"Core\""),
        BadOption(
            arguments: ["--source", "Card.swift", "--module", "2Core=Stubs"],
            message: "--module expects NAME=DIR, a module name and a folder of Swift files (such as Core=Stubs/Core); "
                + "\"2Core\" is not a Swift module name (letters, digits and _)"),
        BadOption(
            arguments: ["--source", "Card.swift", "--module", "UIKit=Stubs"],
            message: "--module UIKit: the previewer provides UIKit itself; give another module name"),
        BadOption(
            arguments: ["--source", "Card.swift", "--module", "Core=A", "--module", "Core=B"],
            message: "--module Core is given twice; give each module once"),
        BadOption(
            arguments: ["--module", "Core=Stubs"],
            message: "--swift-version and --module go with --source (a package sets its own)"),
        BadOption(
            arguments: ["--size", "0x0"],
            message: "--size expects WIDTHxHEIGHT in pixels, each from 1 to 4096 (such as 375x667), not \"0x0\": "
                + "the width 0 is not from 1 to 4096"),
        BadOption(
            arguments: ["--size", "abc"],
            message: "--size expects WIDTHxHEIGHT in pixels, each from 1 to 4096 (such as 375x667), not \"abc\": "
                + "it is not two sides joined by x or ×"),
        BadOption(
            arguments: ["--seed", "-1"], message: "--seed expects a whole number from 0 to 4294967295, not \"-1\""),
        BadOption(
            arguments: ["--seed", "4294967296"],
            message: "--seed expects a whole number from 0 to 4294967295, not \"4294967296\""),
        BadOption(
            arguments: ["--count", "-1"],
            message: "--count expects a whole number (1 to 9 for the nine-grid), not \"-1\""),
        BadOption(arguments: ["--scale", "9"], message: "--scale expects a whole number from 1 to 4, not \"9\""),
        BadOption(arguments: ["--preview", ""], message: "--preview expects the name of a preview (see --list)"),
        BadOption(
            arguments: ["--snapshot", "/no-such-folder-for-previewer-tests/grid.png"],
            message: "--snapshot cannot write \"/no-such-folder-for-previewer-tests/grid.png\": "
                + "the folder /no-such-folder-for-previewer-tests does not exist"),
        BadOption(
            arguments: ["--snapshot", "/tmp"],
            message: "--snapshot cannot write \"/tmp\": it is a folder; only a regular file is replaced"),
        BadOption(
            arguments: ["--sheet", "/tmp/"], message: "--sheet cannot write \"/tmp/\": it names a folder"),
        BadOption(
            arguments: ["--filmstrip", ""], message: "--filmstrip cannot write \"\": the path is empty"),
        // Left to GApplication, positional arguments were files to open: a GLib CRITICAL and status 1.
        BadOption(
            arguments: ["foo", "--dump-frames"],
            message: "unexpected argument \"foo\": the previewer takes only options (see --help)"),
        BadOption(
            arguments: ["--count", "3", "--", "-x"],
            message: "unexpected argument \"-x\": the previewer takes only options (see --help)"),
        BadOption(
            arguments: ["--source", "A.swift", "--package", "/tmp"],
            message: "--package cannot be combined with --source: give the package's files to one of them"),
        BadOption(
            arguments: ["--filmstrip", "/tmp/strip.png", "--widths", "320,,480"],
            message: "--widths expects 1 to 12 widths separated by commas, each from 1 to 4096 (such as 320,480,768), "
                + "not \"320,,480\""),
        BadOption(
            arguments: ["--filmstrip", "/tmp/strip.png", "--widths", "0,480"],
            message: "--widths expects 1 to 12 widths separated by commas, each from 1 to 4096 (such as 320,480,768), "
                + "not \"0,480\""),
        BadOption(arguments: ["--widths", "320"], message: "--widths goes with --filmstrip"),
        BadOption(
            arguments: ["--sweep", "520:320"],
            message: "--sweep expects MIN:MAX, two widths from 1 to 4096 with MIN below MAX (such as 320:1024), "
                + "not \"520:320\""),
        // The value is checked before what it goes with.
        BadOption(
            arguments: ["--sweep", "320", "--list"],
            message: "--sweep expects MIN:MAX, two widths from 1 to 4096 with MIN below MAX (such as 320:1024), "
                + "not \"320\""),
        BadOption(arguments: ["--skip", "Form"], message: "--skip goes with --record DIR or --verify DIR"),
        BadOption(arguments: ["--max-differing", "1"], message: "--max-differing goes with --verify DIR"),
        BadOption(arguments: ["--delta-e", "1"], message: "--delta-e goes with --verify DIR"),
        BadOption(arguments: ["--failures", "/tmp"], message: "--failures goes with --verify DIR"),
        BadOption(
            arguments: ["--verify", "/no-such-golden-folder"],
            message: "--verify expects the folder --record wrote, and \"/no-such-golden-folder\" is not one "
                + "(record it first: --record /no-such-golden-folder)"),
        BadOption(
            arguments: ["--verify", "/tmp", "--delta-e", "nan"],
            message: "--delta-e expects a CIEDE2000 colour distance from 0 to 100 (such as 2.3), not \"nan\""),
        BadOption(
            arguments: ["--verify", "/tmp", "--max-differing", "150"],
            message: "--max-differing expects a percentage of pixels from 0 to 100 (such as 0.1), not \"150\""),
        BadOption(
            arguments: ["--verify", "/tmp", "--failures", "/etc/hostname"],
            message: "--failures expects a folder, and \"/etc/hostname\" is a file"),
    ]

    @Test("A bad option is refused with one clear line", arguments: badOptions)
    func badOption(_ option: BadOption) {
        #expect(refusal(option.arguments) == option.message)
    }

    // The cases the binary's tests ran without a display (SweepTests, FilmstripTests, VerifyTests, ScaleTests,
    // SheetTests), here with the words their messages must hold.
    @Test("Bad --sweep ranges say what they expect", arguments: ["320", "520:320", "0:100", "a:b", "320:99999"])
    func badSweep(_ range: String) {
        #expect(refusal(["--sweep", range, "--list"])?.hasPrefix("--sweep expects MIN:MAX") == true)
    }

    @Test("Bad --widths say what they expect", arguments: ["", "320,,480", "320,x", "0,480", "99999"])
    func badWidths(_ widths: String) {
        #expect(refusal(["--filmstrip", "/tmp/strip.png", "--widths", widths])?.hasPrefix("--widths expects") == true)
    }

    @Test(
        "Bad --verify, --control and --scale options say why",
        arguments: [
            (["--verify", "/no-such-golden-folder"], "--verify"),
            (["--verify", "/tmp", "--delta-e", "-1"], "--delta-e"),
            (["--verify", "/tmp", "--delta-e", "nan"], "--delta-e"),
            (["--verify", "/tmp", "--max-differing", "150"], "--max-differing"),
            (["--max-differing", "1"], "--max-differing goes with --verify"),
            (["--verify", "/tmp", "--record", "/tmp"], "--record and --verify"),
            (["--verify", "/tmp", "--control"], "--control"),
            (["--verify", "/tmp", "--failures", "/etc/hostname"], "--failures"),
            (["--skip", "Form"], "--skip goes with"),
            (["--sheet", "/tmp/sheet.png", "--control"], "--sheet"),
            (["--scale", "9"], "--scale"),
        ])
    func badMentions(_ arguments: [String], mentions: String) {
        let message = refusal(arguments)
        #expect(message?.contains(mentions) == true, "\(arguments): \(message ?? "accepted")")
    }

    // GLib's parser splits the words; an option it was not told of is named with a pointer to --help.
    @Test(
        "An unknown option is named, with a pointer to --help",
        arguments: [(["--bogus"], "--bogus"), (["--seed", "3", "--bogus=1"], "--bogus=1"), (["-x"], "-x")])
    func unknownOption(_ arguments: [String], option: String) {
        #expect(refusal(arguments) == "Unknown option \(option); run previewer --help for the options")
    }

    @Test("An option without its value says so")
    func missingValue() {
        #expect(refusal(["--seed"]) == "Missing argument for --seed; run previewer --help for the options")
    }

    @Test("A value that looks like an option is a value, not an unknown option")
    func valueLikeAnOption() throws {
        #expect(refusal(["--seed", "-1"]) == "--seed expects a whole number from 0 to 4294967295, not \"-1\"")
        #expect(try parse(["--preview", "--list"]).settings.previewName == "--list")
        #expect(try parse(["--preview=-x"]).settings.previewName == "-x")
    }
}
