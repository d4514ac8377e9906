// What every mode of the previewer shares: the preview and its content, the user's code, remembered state.

extension PreviewerOptions {
    /// The options every mode reads, validated.
    public struct Settings: Equatable, Sendable {
        /// Seeds GLib's generator, so counts and colors repeat from run to run.
        public var seed: UInt32?
        /// Shows this many cells instead of a random count.
        public var count: Int?
        /// The size of the root view (the content area under the header bar).
        public var contentSize: SizeInPixels?
        /// Keeps the root exactly `contentSize`, showing the views that overflow it, instead of letting it grow.
        public var exactSize = false
        /// Renders snapshots at this many device pixels per pixel; nil for the display's own scale (`GDK_SCALE`).
        public var snapshotScale: Int?
        /// The preview to show (or render with the one-shot modes); nil for the first one.
        public var previewName: String?
        /// The user's own code, whose previews are listed before the gallery's; nil for the gallery alone.
        public var userCode: UserCodeLocation?
        /// The Swift language mode of `--source` files (`--swift-version`: 4, 4.2, 5 or 6); nil for the loader's
        /// default, Swift 5, as iOS apps are mostly compiled.
        public var swiftVersion: String?
        /// Folders of Swift files compiled as modules the `--source` files import (`--module NAME=DIR`), in order.
        public var standInModules: [StandInModule] = []
        /// Where the window's state is remembered between runs (`--state-file`); nil for the user's own file,
        /// which only an interactive window reads and writes.
        public var stateFile: String?
        /// Starts with animations ten times slower (Ctrl+T toggles it), as the iOS simulator's Slow Animations.
        public var slowAnimations = false
        /// The variants `--sheet`, `--record` and `--verify` render (`--variants`); nil for each preview's own.
        public var variants: VariantChoice?
        /// What the previous image of this process handed over when it restarted this one.
        public var restart = Restart()

        /// The defaults: a random grid of the preview's own size, the gallery alone.
        public init() {}

        /// Reads and checks the shared options.
        init(_ values: CommandLineValues) throws(OptionError) {
            exactSize = values.flag("exact-size")
            if let scale = values.string("scale") {
                guard let value = Int(scale), (1...4).contains(value) else {
                    throw OptionError("--scale expects a whole number from 1 to 4, not \"\(scale)\"")
                }
                snapshotScale = value
            }
            if let seed = values.string("seed") {
                guard let value = UInt32(seed) else {
                    throw OptionError("--seed expects a whole number from 0 to 4294967295, not \"\(seed)\"")
                }
                self.seed = value
            }
            if let count = values.string("count") {
                guard let value = Int(count), value >= 0 else {
                    throw OptionError("--count expects a whole number (1 to 9 for the nine-grid), not \"\(count)\"")
                }
                self.count = value
            }
            if let size = values.string("size") {
                do {
                    contentSize = try SizeInPixels(parsing: size)
                } catch {
                    throw OptionError(
                        "--size expects WIDTHxHEIGHT in pixels, each from \(SizeInPixels.sidesText) (such as 375x667), "
                            + "not \"\(size)\": \(error.reason)")
                }
            }
            if let preview = values.string("preview") {
                guard !preview.isEmpty else {
                    throw OptionError("--preview expects the name of a preview (see --list)")
                }
                previewName = preview
            }
            userCode = try UserCodeLocation(sources: values.filenames("source"), package: values.string("package"))
            try readUserBuild(swiftVersion: values.string("swift-version"), modules: values.filenames("module"))
            stateFile = values.string("state-file")
            variants = try values.string("variants").map { text throws(OptionError) in try VariantChoice(parsing: text)
            }
            slowAnimations = values.flag("slow-animations")
            restart = Restart(values)
        }
    }

    /// A folder of the user's Swift files compiled as a module of its own (`--module NAME=DIR`), standing in for
    /// a module the previewer does not have.
    public struct StandInModule: Equatable, Sendable {
        /// The module name the user's files import.
        public var name: String
        /// The folder whose `.swift` files make the module.
        public var folder: String

        /// The module `name` made of the files in `folder`.
        public init(name: String, folder: String) {
            self.name = name
            self.folder = folder
        }

        /// The language modes `swiftc -swift-version` takes.
        public static let languageModes = ["4", "4.2", "5", "6"]
        /// The modules the previewer itself gives `--source` files, which no stand-in may replace.
        public static let providedModules = ["Cartography", "UIKit", "Foundation", "SnapKit"]

        /// Reads `NAME=DIR`.
        init(argument: String) throws(OptionError) {
            let usage = "--module expects NAME=DIR, a module name and a folder of Swift files (such as Core=Stubs/Core)"
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw OptionError("\(usage), not \"\(argument)\"")
            }
            let name = String(parts[0])
            let isNameCharacter = { (c: Character) in c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }
            guard let first = name.first, !first.isNumber, name.allSatisfy(isNameCharacter) else {
                throw OptionError("\(usage); \"\(name)\" is not a Swift module name (letters, digits and _)")
            }
            guard !Self.providedModules.contains(name) else {
                throw OptionError("--module \(name): the previewer provides \(name) itself; give another module name")
            }
            self.init(name: name, folder: String(parts[1]))
        }
    }

    /// Where the user's previews come from: their own Swift files, or a package's library product.
    public enum UserCodeLocation: Equatable, Sendable {
        /// `--source FILE.swift`, repeated.
        case files([String])
        /// `--package DIR`.
        case package(String)

        /// nil when neither is given; both at once is a mistake.
        init?(sources: [String], package: String?) throws(OptionError) {
            switch (sources.isEmpty, package) {
            case (true, nil): return nil
            case (false, nil): self = .files(sources)
            case (true, let package?): self = .package(package)
            case (false, _?):
                throw OptionError(
                    "--package cannot be combined with --source: give the package's files to one of them")
            }
        }
    }

    /// The state a restarted image of the previewer gets from the one before (hidden options it passes itself).
    public struct Restart: Equatable, Sendable {
        /// Shows this already built and probed library instead of building the sources first.
        public var library: String?
        /// The signal of the crash after which the previous image restarted this one.
        public var signal: Int32?
        /// Why the previous image restarted this one, when no crash did (many reloads).
        public var reason: String?
        /// The window's state when the previous image restarted this one, restored over the remembered one.
        public var windowState: WindowState?
        /// The seconds the previous image's main thread had not returned for, when that is why it restarted.
        public var stalledSeconds: Int?
        /// The reloads the previous images made, so that `stats` keeps counting across a restart.
        public var reloadCount = 0
        /// A reload the previous image finished by restarting: the seconds it had taken until then.
        public var reloadSecondsBefore: Double?
        /// The `wait-reload` counts still waiting for that reload, answered once this image shows the build.
        public var waitingReloads: [Int] = []

        /// Nothing handed over: a first start.
        public init() {}

        /// Whether a previous image started this one.
        public var isRestart: Bool { signal != nil || reason != nil || stalledSeconds != nil || library != nil }

        /// Written by the previewer itself, so a value it cannot read is left out rather than refused.
        init(_ values: CommandLineValues) {
            library = values.string("resume-library")
            signal = values.string("restart-signal").flatMap { Int32($0) }
            reason = values.string("restart-reason")
            windowState = values.string("window-state").flatMap { WindowState(commandLineText: $0) }
            stalledSeconds = values.string("restart-stalled").flatMap { Int($0) }
            reloadCount = values.string("reload-count").flatMap { Int($0) } ?? 0
            reloadSecondsBefore = values.string("reload-seconds").flatMap { Double($0) }
            waitingReloads = (values.string("waiting-reloads") ?? "").split(separator: ",").compactMap { Int($0) }
        }
    }
}

extension PreviewerOptions.Settings {
    /// `--swift-version` and `--module`, which only `--source` files use.
    mutating func readUserBuild(swiftVersion: String?, modules: [String]) throws(OptionError) {
        if let swiftVersion {
            let modes = PreviewerOptions.StandInModule.languageModes
            guard modes.contains(swiftVersion) else {
                throw OptionError(
                    "--swift-version expects one of \(modes.joined(separator: ", ")), not \"\(swiftVersion)\"")
            }
            self.swiftVersion = swiftVersion
        }
        for argument in modules {
            let module = try PreviewerOptions.StandInModule(argument: argument)
            guard !standInModules.contains(where: { $0.name == module.name }) else {
                throw OptionError("--module \(module.name) is given twice; give each module once")
            }
            standInModules.append(module)
        }
        guard case .files? = userCode else {
            if swiftVersion != nil || !modules.isEmpty {
                throw OptionError("--swift-version and --module go with --source (a package sets its own)")
            }
            return
        }
    }
}
