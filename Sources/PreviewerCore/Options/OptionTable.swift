// Every option of the previewer, one row each, in the order `--help` lists them.

extension PreviewerOptions {
    /// The previewer's options, for GLib's parser and `--help`. A new option is one row here, read where its
    /// value goes: `Settings.init` for what every mode shares, `Mode.init` for a mode or a mode's parameter.
    public static let table = [
        CommandLineOption(name: "help", shortName: "h", help: "Show the options and exit"),
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
            name: "variants", argument: .string("SET"),
            help: "--sheet, --record, --verify: render these variants instead of each preview's own: "
                + "\(VariantChoice.expected) (all: every family)"),
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
        CommandLineOption(
            name: "window-state", argument: .string("JSON"), help: "The window's state to restore", isHidden: true),
        CommandLineOption(
            name: "restart-stalled", argument: .string("SECONDS"), help: "Restarted after the main thread stalled",
            isHidden: true),
        CommandLineOption(
            name: "reload-count", argument: .string("N"), help: "Reloads made before a restart", isHidden: true),
        CommandLineOption(
            name: "reload-seconds", argument: .string("S"), help: "A reload's time before its restart",
            isHidden: true),
        CommandLineOption(
            name: "waiting-reloads", argument: .string("N,…"), help: "wait-reload counts to answer",
            isHidden: true),
    ]

    /// The lines `--help` prints under its usage line.
    static let summary =
        "Shows Cartography layouts in a window, laid out by our Auto Layout engine: the gallery's previews\n"
        + "(the Weibo nine-grid first) listed in the sidebar. The preview's bar buttons sit in the header bar\n"
        + "(Ctrl+R runs the right one: the nine-grid's Refresh); the eye (Ctrl+D) draws the views' frames and\n"
        + "constraints over them, and Ctrl+E shows the layout report.\n"
        + "Without a display, run it under Xvfb: xvfb-run -a previewer --snapshot grid.png"
}
