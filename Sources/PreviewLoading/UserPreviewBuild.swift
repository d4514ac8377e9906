// Compiles the user's files and a generated entry point into a shared library that binds to the host's Cartography.

import Foundation

/// A library built from the user's files, not yet loaded.
public struct BuiltPreviewLibrary: Equatable, Sendable {
    /// The library's path: a name no earlier build of this process used.
    public var path: String
    /// The providers its entry point returns, in order.
    public var providers: [DeclaredProvider]
    /// The compiler's warnings (and their notes).
    public var warnings: [CompilerMessage]
    /// How long the compiler ran.
    public var compileDuration: Duration
}

/// One build of the user's `.swift` files into a library the previewer can load.
///
/// Building does not touch the running process's state beyond its build folder, so it can run off the main
/// thread, and a live reload can build again while the last good library stays loaded.
public struct UserPreviewBuild: Sendable {
    /// The user's files, as given (compiler messages name them so).
    public var sources: [String]
    public var toolchain: PreviewToolchain
    /// The Swift module the files are compiled as.
    public var moduleName: String
    /// The language mode and the stand-in modules.
    public var settings: UserBuildSettings

    public init(
        sources: [String], toolchain: PreviewToolchain, moduleName: String = "UserPreviews",
        settings: UserBuildSettings = UserBuildSettings()
    ) {
        self.sources = sources
        self.toolchain = toolchain
        self.moduleName = moduleName
        self.settings = settings
    }

    /// Checks and scans the files, then compiles the stand-in modules, and the files (rewritten where they
    /// have Objective-C-only syntax) with the entry point.
    public func run() throws(UserCodeError) -> BuiltPreviewLibrary {
        let files = try Self.uniqueFiles(sources)
        var providers: [DeclaredProvider] = []
        var texts: [String] = []
        for file in files {
            texts.append(try Self.read(file))
            providers += PreviewProviderScanner.providers(in: texts[texts.count - 1], file: file)
            providers += PreviewMacroRewrite.providers(in: texts[texts.count - 1], file: file)
        }
        guard !providers.isEmpty else { throw .noPreviews(files: files) }
        let hidden = providers.filter(\.isFilePrivate)
        if !hidden.isEmpty {
            throw .compileFailed(messages: hidden.map(Self.filePrivateMessage), output: "")
        }
        let folder = try BuildFolder.shared.get()
        let number = folder.nextBuildNumber()
        let entry = (folder.path as NSString).appendingPathComponent("PreviewEntry\(number).swift")
        let library = (folder.path as NSString).appendingPathComponent("lib\(moduleName)-\(number).so")
        do {
            try PreviewEntryPoint.source(for: providers).write(toFile: entry, atomically: false, encoding: .utf8)
        } catch {
            throw .loadFailed(library: library, reason: "cannot write the entry point \(entry): \(error)")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let buildFolder = (folder.path as NSString).appendingPathComponent("build\(number)")
        let standIns = try StandInModuleBuild(
            settings.standInModules, toolchain: toolchain, languageMode: settings.languageMode,
            folder: (buildFolder as NSString).appendingPathComponent("modules"))
        let rewritten = try RewrittenFiles(
            files: files, texts: texts, folder: (buildFolder as NSString).appendingPathComponent("sources"))
        let standInFlags = settings.standInModules.isEmpty ? [] : ["-I", standIns.modulesFolder]
        let arguments = toolchain.arguments(
            sources: rewritten.compiledPaths + [entry] + standIns.archives, output: library, moduleName: moduleName,
            languageMode: settings.languageMode, extraFlags: standInFlags)
        let compiler = try ToolRun.run(toolchain.swiftc, arguments)
        let duration = clock.now - start
        let textsByFile = Dictionary(zip(files, texts), uniquingKeysWith: { first, _ in first })
        let messages = CompilerDiagnosis.explain(
            rewritten.mapBack(CompilerMessage.parse(compiler.output)), settings: settings, source: { textsByFile[$0] })
        guard compiler.status == 0 else { throw .compileFailed(messages: messages, output: compiler.output) }
        return BuiltPreviewLibrary(
            path: library, providers: providers, warnings: messages.filter { $0.severity == .warning },
            compileDuration: duration)
    }

    /// The files without repeats (the compiler rejects a file given twice), each checked to be a readable
    /// `.swift` file.
    static func uniqueFiles(_ sources: [String]) throws(UserCodeError) -> [String] {
        var seen = Set<String>()
        var files: [String] = []
        for source in sources {
            guard source.hasSuffix(".swift") else {
                throw .unreadableSource(path: source, reason: "not a Swift file (the name must end in .swift)")
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) else {
                throw .unreadableSource(path: source, reason: "no such file")
            }
            guard !isFolder.boolValue else { throw .unreadableSource(path: source, reason: "is a folder, not a file") }
            if seen.insert(URL(fileURLWithPath: source).standardizedFileURL.path).inserted { files.append(source) }
        }
        return files
    }

    static func read(_ file: String) throws(UserCodeError) -> String {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw .unreadableSource(path: file, reason: "cannot be read (\(String(cString: strerror(errno))))")
        }
        defer { try? handle.close() }
        guard let data = try? handle.readToEnd() ?? Data(), let text = String(data: data, encoding: .utf8) else {
            throw .unreadableSource(path: file, reason: "is not UTF-8 text")
        }
        return text
    }

    static func filePrivateMessage(_ provider: DeclaredProvider) -> CompilerMessage {
        CompilerMessage(
            file: provider.file, line: provider.line, column: provider.column, severity: .error,
            message: "\(provider.qualifiedName) is private, so the previewer cannot list it; "
                + "make it internal (remove private or fileprivate)")
    }
}
