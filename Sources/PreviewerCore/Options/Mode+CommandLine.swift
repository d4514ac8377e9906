// Reading the mode from the command line: each mode option's value, what goes with which mode, one mode at most.

import Foundation

extension PreviewerOptions.Mode {
    /// The widths of a filmstrip without `--widths`, in points: a phone, a large phone, a tablet, a laptop.
    public static let defaultFilmstripWidths = [320, 480, 768, 1024]

    /// Reads the mode: first each mode option's value on its own, then what goes only with one mode, then
    /// the mode options given, of which there may be one (`--dump-frames` also goes with `--snapshot`).
    init(_ values: CommandLineValues, destinationProblem: (String) -> String?) throws(OptionError) {
        func destination(_ name: String) throws(OptionError) -> String? {
            guard let path = values.string(name) else { return nil }
            if let problem = destinationProblem(path) {
                throw OptionError("--\(name) cannot write \"\(path)\": \(problem)")
            }
            return path
        }
        let snapshot = try destination("snapshot")
        let filmstrip = try destination("filmstrip")
        let sheet = try destination("sheet")
        var widths = Self.defaultFilmstripWidths
        if let text = values.string("widths") {
            widths = try Self.widths(text)
            if filmstrip == nil { throw OptionError("--widths goes with --filmstrip") }
        }
        var sweep: ClosedRange<Int>?
        if let text = values.string("sweep") { sweep = try Self.sweep(text) }
        let skipped = values.filenames("skip")
        if !skipped.isEmpty, !values.flag("record"), !values.flag("verify") {
            throw OptionError("--skip goes with --record DIR or --verify DIR")
        }
        let verification = try PreviewerOptions.Verification(values, skipped: skipped)

        let modes = [
            values.flag("control") ? .control(sweep: sweep) : nil,
            snapshot.map { .snapshot(path: $0, dumpsFrames: values.flag("dump-frames")) }
                ?? (values.flag("dump-frames") ? .dumpFrames : nil),
            filmstrip.map { .filmstrip(path: $0, widths: widths) },
            sheet.map { .sheet(path: $0) },
            values.string("record").map { .record(folder: $0, skipped: skipped) },
            verification.map { .verify($0) },
            values.flag("explain") ? .explain : nil,
            values.flag("list") ? .list : nil,
            values.string("probe-library").map { .probe(library: $0) },
        ].compactMap { (mode: Self?) in mode }
        if modes.count > 1 {
            let (first, second) = (modes[0], modes[1])
            throw OptionError(
                "\(first.option) and \(second.option) cannot be combined: \(first.option) \(first.does), "
                    + "\(second.option) \(second.does)")
        }
        let mode = modes.first ?? .interactive(sweep: sweep)
        if sweep != nil, mode.sweep == nil {
            throw OptionError("--sweep goes with a window that stays open, not with \(mode.option), which \(mode.does)")
        }
        self = mode
    }

    /// The option that asks for the mode, for messages.
    var option: String {
        switch self {
        case .help: "--help"
        case .version: "--version"
        case .list: "--list"
        case .explain: "--explain"
        case .interactive: "no mode option"
        case .control: "--control"
        case .snapshot: "--snapshot"
        case .dumpFrames: "--dump-frames"
        case .filmstrip: "--filmstrip"
        case .sheet: "--sheet"
        case .record: "--record"
        case .verify: "--verify"
        case .probe: "--probe-library"
        }
    }

    /// What the mode does, for the message when two are asked for.
    var does: String {
        switch self {
        case .help: "prints the options and exits"
        case .version: "prints the version and exits"
        case .list: "prints the previews' names and exits"
        case .explain: "prints the layout report and exits"
        case .interactive: "opens a window"
        case .control: "takes commands until quit"
        case .snapshot: "saves a picture and exits"
        case .dumpFrames: "prints the frames and exits"
        case .filmstrip: "saves a filmstrip and exits"
        case .sheet: "saves a contact sheet and exits"
        case .record: "saves golden snapshots and exits"
        case .verify: "compares with golden snapshots and exits"
        case .probe: "lays out a build once and exits"
        }
    }

    /// `--widths W,W,…`: 1 to 12 widths, each a side the previewer accepts.
    private static func widths(_ text: String) throws(OptionError) -> [Int] {
        let values = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard !values.isEmpty, values.count <= 12,
            values.allSatisfy({ $0.map(SizeInPixels.sides.contains) == true })
        else {
            throw OptionError(
                "--widths expects 1 to 12 widths separated by commas, each from \(SizeInPixels.sidesText) "
                    + "(such as 320,480,768), not \"\(text)\"")
        }
        return values.compactMap { $0 }
    }

    /// `--sweep MIN:MAX`: two widths, the first below the second.
    private static func sweep(_ text: String) throws(OptionError) -> ClosedRange<Int> {
        let ends = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard ends.count == 2, let low = ends[0], let high = ends[1], SizeInPixels.sides.contains(low),
            SizeInPixels.sides.contains(high), low < high
        else {
            throw OptionError(
                "--sweep expects MIN:MAX, two widths from \(SizeInPixels.sidesText) with MIN below MAX "
                    + "(such as 320:1024), not \"\(text)\"")
        }
        return low...high
    }
}

extension PreviewerOptions.Verification {
    /// Checks `--verify DIR` (an existing folder), `--delta-e`, `--max-differing` and `--failures` (a folder,
    /// made at the first failure), which go only with `--verify`; nil without `--verify`.
    init?(_ values: CommandLineValues, skipped: [String]) throws(OptionError) {
        guard let folder = values.string("verify") else {
            for name in ["delta-e", "max-differing", "failures"] where values.flag(name) {
                throw OptionError("--\(name) goes with --verify DIR")
            }
            return nil
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw OptionError(
                "--verify expects the folder --record wrote, and \"\(folder)\" is not one (record it first: "
                    + "--record \(folder))")
        }
        self.init(folder: folder, skipped: skipped)
        if let deltaE = values.string("delta-e") {
            guard let value = Double(deltaE), value.isFinite, (0...100).contains(value) else {
                throw OptionError(
                    "--delta-e expects a CIEDE2000 colour distance from 0 to 100 (such as 2.3), not \"\(deltaE)\"")
            }
            tolerance.deltaE = value
        }
        if let maxDiffering = values.string("max-differing") {
            let number = maxDiffering.hasSuffix("%") ? String(maxDiffering.dropLast()) : maxDiffering
            guard let value = Double(number), value.isFinite, (0...100).contains(value) else {
                throw OptionError(
                    "--max-differing expects a percentage of pixels from 0 to 100 (such as 0.1), not \"\(maxDiffering)\""
                )
            }
            tolerance.differingPercent = value
        }
        if let failures = values.string("failures") {
            // Made when the first failure is written; a file there is a mistake now.
            var isFailuresFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: failures, isDirectory: &isFailuresFolder),
                !isFailuresFolder.boolValue
            {
                throw OptionError("--failures expects a folder, and \"\(failures)\" is a file")
            }
            self.failures = failures
        }
    }
}
