// The one thing a run of the previewer does, with the parameters only that mode takes.

extension PreviewerOptions {
    /// What a run does. Modes exclude each other by construction: each case carries its own parameters, so
    /// no combination of fields can ask for two modes at once.
    public enum Mode: Equatable, Sendable {
        /// `--help`: print this text (GLib's, from the option table) and exit.
        case help(String)
        /// `--version`: print the previewer's name and version and exit.
        case version
        /// `--list`: print every preview's name and exit, without a display.
        case list
        /// `--explain`: print the layout report for the content size and exit, without a display.
        case explain
        /// No mode option: a window the user works in, gliding between `sweep`'s widths at once if given.
        case interactive(sweep: ClosedRange<Int>?)
        /// `--control`: the window, taking commands on standard input and answering on standard output.
        case control(sweep: ClosedRange<Int>?)
        /// `--snapshot FILE`: save the laid-out window as a PNG file and exit; with `--dump-frames`, print the
        /// frames first.
        case snapshot(path: String, dumpsFrames: Bool)
        /// `--dump-frames`: print every view's frame as JSON and exit.
        case dumpFrames
        /// `--filmstrip FILE`: the preview at each of `widths` side by side in one picture, saved, then exit.
        case filmstrip(path: String, widths: [Int])
        /// `--sheet FILE`: the preview in each of its variants in one contact sheet, saved, then exit.
        case sheet(path: String)
        /// `--record DIR`: every preview in each variant saved as golden snapshots, but `skipped`, then exit.
        case record(folder: String, skipped: [String])
        /// `--verify DIR`: every preview in each variant compared with its golden snapshots, then exit.
        case verify(Verification)
        /// `--probe-library PATH` (the previewer's own child): lay out each preview of a built library once and
        /// exit, so that a crash in the user's code ends the child and not the window.
        case probe(library: String)

        /// Whether the run exits on its own once the window is laid out.
        public var isOneShot: Bool {
            switch self {
            case .snapshot, .dumpFrames, .filmstrip, .sheet, .record, .verify: true
            case .help, .version, .list, .explain, .interactive, .control, .probe: false
            }
        }

        /// The widths a sweep glides between, for the modes with a window that stays.
        public var sweep: ClosedRange<Int>? {
            switch self {
            case .interactive(let sweep), .control(let sweep): sweep
            default: nil
            }
        }
    }

    /// What `--verify` compares, and how closely.
    public struct Verification: Equatable, Sendable {
        /// The folder `--record` wrote.
        public var folder: String
        /// Previews left out (`--skip NAME`, repeatable).
        public var skipped: [String] = []
        /// How far the pictures may be from their references.
        public var tolerance = ImageTolerance()
        /// Where each failure's reference, actual and difference pictures go; nil for beside the references.
        public var failures: String?

        /// A verification of `folder` with the default tolerance.
        public init(
            folder: String, skipped: [String] = [], tolerance: ImageTolerance = ImageTolerance(),
            failures: String? = nil
        ) {
            self.folder = folder
            self.skipped = skipped
            self.tolerance = tolerance
            self.failures = failures
        }
    }
}
