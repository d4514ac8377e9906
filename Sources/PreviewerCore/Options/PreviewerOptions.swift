// The previewer's command line, parsed once: the mode it runs in, and the settings every mode shares.

/// What the command line asked for, validated: one `Mode` (which carries the parameters only it takes) and
/// the `Settings` every mode shares.
///
/// ```swift
/// let options = try PreviewerOptions(parsing: CommandLine.arguments, checkingDestinations: { _ in nil })
/// switch options.mode { case .list: … case .snapshot(let path, _): … }
/// ```
public struct PreviewerOptions: Equatable, Sendable {
    /// What this run does.
    public var mode: Mode
    /// What every mode shares: the preview, its seed and size, the user's code, the remembered state.
    public var settings: Settings

    /// Makes options from values already checked.
    public init(mode: Mode, settings: Settings = Settings()) {
        self.mode = mode
        self.settings = settings
    }

    /// Parses `arguments` (the first is the program's name) with GLib's parser against `table`, then
    /// validates them; the error's message is the one line to print before exiting with status 2.
    ///
    /// `destinationProblem` says why a picture could not be saved at a path, or nil if it could (GtkKit's
    /// `FileDestination.problem(savingTo:)`): the core cannot see GtkKit, which saves the pictures.
    public init(
        parsing arguments: [String], checkingDestinations destinationProblem: (String) -> String?
    ) throws(OptionError) {
        let (values, help) = try GLibOptionParser.parse(arguments, options: Self.table, summary: Self.summary)
        if values.flag("help") {
            self.init(mode: .help(help))
        } else if values.flag("version") {
            self.init(mode: .version)
        } else {
            if let argument = values.positionalArguments.first {
                throw OptionError("unexpected argument \"\(argument)\": the previewer takes only options (see --help)")
            }
            let settings = try Settings(values)
            let mode = try Mode(values, destinationProblem: destinationProblem)
            switch mode {
            case .sheet, .record, .verify: break
            default:
                if settings.variants != nil {
                    throw OptionError("--variants goes with --sheet, --record or --verify")
                }
            }
            self.init(mode: mode, settings: settings)
        }
    }
}
