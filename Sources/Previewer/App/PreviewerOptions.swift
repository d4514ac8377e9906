// The previewer's command-line options: their declarations for GLib's parser, and their validation.

import Foundation
import GtkKit
import PreviewLoading

/// What the command line asked for, validated.
struct PreviewerOptions: Equatable {
    /// Widths and heights the previewer accepts, in pixels.
    static let sizeRange = 1...4096
    static let sizeRangeText = "1 to 4096"

    /// Seeds GLib's generator, so counts and colors repeat from run to run.
    var seed: UInt32?
    /// Shows this many cells instead of a random count.
    var count: Int?
    /// The size of the root view (the content area under the header bar).
    var contentSize: PixelSize?
    /// Saves the laid-out window as a PNG file and exits.
    var snapshotPath: String?
    /// Prints every view's frame as JSON and exits.
    var dumpFrames = false
    /// Reads commands from standard input and answers on standard output.
    var control = false
    /// Prints the layout report for `contentSize` and exits, without a display.
    var explain = false
    /// Prints every preview's name and exits, without a display.
    var list = false
    /// The preview to show (or render with the one-shot modes); nil for the first one.
    var previewName: String?
    /// Keeps the root exactly `contentSize`, showing the views that overflow it, instead of letting it grow.
    var exactSize = false
    /// Renders snapshots at this many device pixels per pixel; nil for the display's own scale (`GDK_SCALE`).
    var snapshotScale: Int?
    /// The user's Swift files whose previews are listed before the gallery's.
    var sources: [String] = []
    /// The `--source` files' language mode (`--swift-version`) and stand-in modules (`--module NAME=DIR`).
    var userBuild = UserBuildSettings()
    /// A user package whose library product's previews are listed before the gallery's.
    var packagePath: String?
    /// Loads this built library, lays out each of its previews once and exits (the child that catches a
    /// crash in the user's code before the window loads it).
    var probeLibrary: String?
    /// Shows this already built and probed library instead of building the sources first (a restart).
    var resumeLibrary: String?
    /// Why the previous image of this process restarted it: the signal of a crash, or a reason.
    var restartSignal: Int32?
    var restartReason: String?
    /// Opens with the debug overlay on, and the report panel open (a restart restores them).
    var overlay = false
    var report = false
    /// The reloads the previous images of this process made, so that `stats` keeps counting across a restart.
    var reloadCount = 0
    /// A reload the previous image finished by restarting: the seconds it had taken until then, and the
    /// `wait-reload` counts still waiting for it, to be answered once this image shows the build.
    var reloadSecondsBeforeRestart: Double?
    var waitingReloads: [Int] = []
    /// Where the window's state is remembered between runs (`--state-file`); nil for the user's own file,
    /// which only an interactive window reads and writes.
    var stateFile: String?

    /// Whether the user's code is watched and rebuilt on every save.
    var watchesUserCode: Bool { !sources.isEmpty || packagePath != nil }
    /// Starts with animations ten times slower (Ctrl+T toggles it), as the iOS simulator's Slow Animations.
    var slowAnimations = false

    /// Whether the previewer exits on its own once the window is laid out.
    var isOneShot: Bool {
        snapshotPath != nil || dumpFrames || filmstripPath != nil || sheetPath != nil || recordFolder != nil
            || verifyFolder != nil
    }
    /// Saves every preview in each of its variants as golden snapshots in this folder, and exits.
    var recordFolder: String?
    /// Compares every preview in each of its variants with the golden snapshots in this folder, and exits.
    var verifyFolder: String?
    /// Previews `--record` and `--verify` leave out (`--skip NAME`, repeatable).
    var skippedPreviews: [String] = []
    /// How far `--verify`'s pictures may be from their references.
    var imageTolerance = ImageTolerance()
    /// Where `--verify` writes each failure's reference, actual and difference pictures; nil for beside the
    /// references.
    var failuresFolder: String?
    /// Renders the preview in each of its variants side by side in one contact sheet, saves it and exits.
    var sheetPath: String?
    /// Renders the preview at each of `filmstripWidths` side by side in one picture, saves it and exits.
    var filmstripPath: String?
    /// The widths a sweep glides between (`--sweep MIN:MAX`); it starts at once when given.
    var sweep: ClosedRange<Int>?
    /// The widths of the filmstrip's frames, in points.
    var filmstripWidths = [320, 480, 768, 1024]

    /// The options as GLib's parser declares them; `--help` lists them in this order.
    static let declarations = [
        CommandLineOption(name: "version", help: "Print the previewer's name and version and exit"),
        CommandLineOption(name: "list", help: "Print the name of every preview, one a line, and exit"),
        CommandLineOption(
            name: "preview", argument: .string("NAME"),
            help: "Show the preview called NAME (see --list) instead of the first one"),
        CommandLineOption(
            name: "source", argument: .filenames("FILE.swift"),
            help: "Preview the PreviewProviders of your own Swift file (repeat for more files), listed first"),
        CommandLineOption(
            name: "package", argument: .filename("DIR"),
            help: "Preview the PreviewProviders of a Swift package's library product (built with swift build)"),
        CommandLineOption(
            name: "module", argument: .filenames("NAME=DIR"),
            help: "Compile the Swift files in DIR as the module NAME, standing in for a module your --source files "
                + "import that the previewer lacks (repeat for more)"),
        CommandLineOption(
            name: "swift-version", argument: .string("N"),
            help: "Compile --source files in Swift language mode N: 4, 4.2, 5 or 6 (default 5, as most iOS apps)"),
        CommandLineOption(
            name: "seed", argument: .string("N"),
            help: "Seed the previews' random content, such as the nine-grid's cells (0 to 4294967295)"),
        CommandLineOption(
            name: "count", argument: .string("N"),
            help: "Show N items in previews with a variable number (the nine-grid: 1 to 9 cells)"),
        CommandLineOption(
            name: "size", argument: .string("WxH"), help: "Size the window so the content area is W×H pixels"),
        CommandLineOption(
            name: "snapshot", argument: .filename("FILE.png"), help: "Save the laid-out window as a PNG file and exit"),
        CommandLineOption(
            name: "exact-size",
            help: "Keep the root view exactly --size, marking views that overflow it, instead of letting it grow"),
        CommandLineOption(
            name: "scale", argument: .string("N"),
            help: "Render --snapshot and snapshot PATH at N device pixels per pixel (1 to 4; default: the display's)"),
        CommandLineOption(name: "dump-frames", help: "Print every view's frame as JSON and exit"),
        CommandLineOption(
            name: "control",
            help: "Take commands on standard input (resize W H, refresh, frames, snapshot PATH, stats, "
                + "debug on|off, explain, preview NAME, drag, sweep, wait-reload [N], quit); "
                + "answer each with one JSON line"),
        CommandLineOption(
            name: "sweep", argument: .string("MIN:MAX"),
            help: "Glide the content area's width from MIN to MAX and back, over and over (the header bar's "
                + "sweep button, Ctrl+Shift+S, toggles it)"),
        CommandLineOption(
            name: "filmstrip", argument: .filename("FILE.png"),
            help: "Render the preview at several widths (--widths) side by side in one labelled picture and exit"),
        CommandLineOption(
            name: "widths", argument: .string("W,W,…"),
            help: "The filmstrip's widths in points (default 320,480,768,1024); the height is --size's"),
        CommandLineOption(
            name: "sheet", argument: .filename("FILE.png"),
            help: "Render the preview in each of its variants (sizes, directions) in one labelled picture and exit"),
        CommandLineOption(
            name: "record", argument: .filename("DIR"),
            help: "Save every preview (with --source, yours) in each variant as DIR/<preview>/<variant>.png and "
                + ".json (its frames) and exit"),
        CommandLineOption(
            name: "verify", argument: .filename("DIR"),
            help: "Compare every preview in each variant with --record's DIR (frames exactly, pixels within "
                + "--delta-e and --max-differing), write the differences, exit 1 on any failure"),
        CommandLineOption(
            name: "skip", argument: .filenames("NAME"),
            help: "Leave the preview called NAME out of --record and --verify (repeat for more)"),
        CommandLineOption(
            name: "delta-e", argument: .string("N"),
            help: "--verify: the CIEDE2000 colour distance a pixel may be off by (default 2.3, 0 to 100)"),
        CommandLineOption(
            name: "max-differing", argument: .string("PERCENT"),
            help: "--verify: the share of pixels that may be off by more (default 0.1, 0 to 100)"),
        CommandLineOption(
            name: "failures", argument: .filename("DIR"),
            help: "--verify: write each failure's reference, actual and difference pictures here, not beside it"),
        CommandLineOption(
            name: "slow-animations", help: "Play animations ten times slower, as the simulator does (Ctrl+T toggles it)"
        ),
        CommandLineOption(
            name: "state-file", argument: .filename("FILE"),
            help: "Remember the last preview, the size and the toggles in FILE, read at start and written on close "
                + "(default: an interactive window uses ~/.config/cartography-previewer/state.ini; "
                + "--control and the one-shot modes remember nothing without this)"),
        CommandLineOption(
            name: "explain",
            help: "Print the layout report (frames, constraints, conflicts, ambiguity, broken priorities) "
                + "for --size and exit; needs no display"),
        // Passed by the previewer to itself: its crash probe, and the state a restart restores.
        CommandLineOption(
            name: "probe-library", argument: .filename("PATH"), help: "Lay out a built library's previews once",
            isHidden: true),
        CommandLineOption(
            name: "resume-library", argument: .filename("PATH"), help: "Show a built library", isHidden: true),
        CommandLineOption(
            name: "restart-signal", argument: .string("N"), help: "Restarted after signal N", isHidden: true),
        CommandLineOption(
            name: "restart-reason", argument: .string("TEXT"), help: "Restarted because", isHidden: true),
        CommandLineOption(name: "overlay", help: "Open with the debug overlay on", isHidden: true),
        CommandLineOption(name: "report", help: "Open with the layout report shown", isHidden: true),
        CommandLineOption(
            name: "reload-count", argument: .string("N"), help: "Reloads made before a restart", isHidden: true),
        CommandLineOption(
            name: "reload-seconds", argument: .string("S"), help: "A reload's time before its restart",
            isHidden: true),
        CommandLineOption(
            name: "waiting-reloads", argument: .string("N,…"), help: "wait-reload counts to answer",
            isHidden: true),
    ]

    /// No options: a random grid in a window of the default size.
    init() {}

    /// Validates the parsed options; the error is the one line to print before exiting with status 2.
    @MainActor
    init(_ values: CommandLineValues) throws(OptionError) {
        try self.init(
            seed: values.string("seed"), count: values.string("count"), size: values.string("size"),
            snapshot: values.string("snapshot"), dumpFrames: values.flag("dump-frames"),
            control: values.flag("control"), explain: values.flag("explain"), list: values.flag("list"),
            filmstrip: values.string("filmstrip"), widths: values.string("widths"), sweep: values.string("sweep"),
            preview: values.string("preview"), sources: values.filenames("source"),
            positionalArguments: values.positionalArguments, exactSize: values.flag("exact-size"),
            scale: values.string("scale"))
        packagePath = values.string("package")
        if packagePath != nil, !sources.isEmpty {
            throw OptionError("--package cannot be combined with --source: give the package's files to one of them")
        }
        userBuild = try Self.userBuildSettings(
            languageMode: values.string("swift-version"), modules: values.filenames("module"), sources: sources)
        probeLibrary = values.string("probe-library")
        resumeLibrary = values.string("resume-library")
        restartSignal = values.string("restart-signal").flatMap { Int32($0) }
        restartReason = values.string("restart-reason")
        overlay = values.flag("overlay")
        report = values.flag("report")
        reloadCount = values.string("reload-count").flatMap { Int($0) } ?? 0
        reloadSecondsBeforeRestart = values.string("reload-seconds").flatMap { Double($0) }
        waitingReloads = (values.string("waiting-reloads") ?? "").split(separator: ",").compactMap { Int($0) }
        slowAnimations = values.flag("slow-animations")
        stateFile = values.string("state-file")
        if let sheet = values.string("sheet") {
            if let problem = FileDestination.problem(savingTo: sheet) {
                throw OptionError("--sheet cannot write \"\(sheet)\": \(problem)")
            }
            if control { throw OptionError("--control cannot be combined with --sheet, which exits on its own") }
            sheetPath = sheet
        }
        recordFolder = values.string("record")
        if control, recordFolder != nil {
            throw OptionError("--control cannot be combined with --record, which exits on its own")
        }
        skippedPreviews = values.filenames("skip")
        try validateVerify(
            folder: values.string("verify"), deltaE: values.string("delta-e"),
            maxDiffering: values.string("max-differing"), failures: values.string("failures"))
    }

    /// Validates options given as the text the user typed.
    init(
        seed: String?, count: String?, size: String?, snapshot: String?, dumpFrames: Bool, control: Bool,
        explain: Bool = false, list: Bool = false, filmstrip: String? = nil, widths: String? = nil,
        sweep: String? = nil,
        preview: String? = nil, sources: [String] = [],
        positionalArguments: [String] = [], exactSize: Bool = false, scale: String? = nil
    ) throws(OptionError) {
        if let argument = positionalArguments.first {
            throw OptionError(
                "unexpected argument \"\(argument)\": the previewer takes only options (see --help)")
        }
        self.exactSize = exactSize
        if let scale {
            guard let value = Int(scale), (1...4).contains(value) else {
                throw OptionError("--scale expects a whole number from 1 to 4, not \"\(scale)\"")
            }
            snapshotScale = value
        }
        if let seed {
            guard let value = UInt32(seed) else {
                throw OptionError("--seed expects a whole number from 0 to 4294967295, not \"\(seed)\"")
            }
            self.seed = value
        }
        if let count {
            guard let value = Int(count), value >= 0 else {
                throw OptionError("--count expects a whole number (1 to 9 for the nine-grid), not \"\(count)\"")
            }
            self.count = value
        }
        if let size {
            guard let value = Self.parseSize(size) else {
                throw OptionError(
                    "--size expects WIDTHxHEIGHT in pixels, each from \(Self.sizeRangeText) (such as 375x667), not \"\(size)\""
                )
            }
            contentSize = value
        }
        if let snapshot {
            if let problem = FileDestination.problem(savingTo: snapshot) {
                throw OptionError("--snapshot cannot write \"\(snapshot)\": \(problem)")
            }
            snapshotPath = snapshot
        }
        if let filmstrip {
            if let problem = FileDestination.problem(savingTo: filmstrip) {
                throw OptionError("--filmstrip cannot write \"\(filmstrip)\": \(problem)")
            }
            filmstripPath = filmstrip
        }
        if let widths {
            let values = widths.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard !values.isEmpty, values.count <= 12, values.allSatisfy({ $0.map(Self.sizeRange.contains) == true })
            else {
                throw OptionError(
                    "--widths expects 1 to 12 widths separated by commas, each from \(Self.sizeRangeText) "
                        + "(such as 320,480,768), not \"\(widths)\"")
            }
            guard filmstripPath != nil else { throw OptionError("--widths goes with --filmstrip") }
            filmstripWidths = values.compactMap { $0 }
        }
        if let sweep {
            let ends = sweep.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard ends.count == 2, let low = ends[0], let high = ends[1], Self.sizeRange.contains(low),
                Self.sizeRange.contains(high), low < high
            else {
                throw OptionError(
                    "--sweep expects MIN:MAX, two widths from \(Self.sizeRangeText) with MIN below MAX "
                        + "(such as 320:1024), not \"\(sweep)\"")
            }
            self.sweep = low...high
        }
        self.dumpFrames = dumpFrames
        self.control = control
        if control && isOneShot {
            throw OptionError(
                "--control cannot be combined with --snapshot, --dump-frames or --filmstrip, which exit on their own")
        }
        self.explain = explain
        if explain && (control || isOneShot) {
            throw OptionError("--explain cannot be combined with --control, --snapshot or --dump-frames")
        }
        self.list = list
        if list && (explain || control || isOneShot) {
            throw OptionError("--list cannot be combined with --explain, --control, --snapshot or --dump-frames")
        }
        if let preview {
            guard !preview.isEmpty else { throw OptionError("--preview expects the name of a preview (see --list)") }
            previewName = preview
        }
        self.sources = sources
    }

    /// `--swift-version` and `--module`, which only `--source` files use.
    static func userBuildSettings(
        languageMode: String?, modules: [String], sources: [String]
    ) throws(OptionError) -> UserBuildSettings {
        var settings = UserBuildSettings()
        if let languageMode {
            guard UserBuildSettings.languageModes.contains(languageMode) else {
                throw OptionError(
                    "--swift-version expects one of \(UserBuildSettings.languageModes.joined(separator: ", ")), "
                        + "not \"\(languageMode)\"")
            }
            settings.languageMode = languageMode
        }
        for argument in modules {
            do {
                let module = try StandInModule(argument: argument)
                if settings.standInModules.contains(where: { $0.name == module.name }) {
                    throw OptionError("--module \(module.name) is given twice; give each module once")
                }
                settings.standInModules.append(module)
            } catch let error as UserCodeError {
                throw OptionError(error.description)
            } catch let error as OptionError {
                throw error
            } catch {
                throw OptionError("\(error)")
            }
        }
        if sources.isEmpty, languageMode != nil || !modules.isEmpty {
            throw OptionError("--swift-version and --module go with --source (a package sets its own)")
        }
        return settings
    }

    private static func parseSize(_ text: String) -> PixelSize? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let width = Int(parts[0]), let height = Int(parts[1]), sizeRange.contains(width),
            sizeRange.contains(height)
        else { return nil }
        return PixelSize(width: width, height: height)
    }
}

/// A command-line value the previewer rejects, with the message to print.
struct OptionError: Error, Equatable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
