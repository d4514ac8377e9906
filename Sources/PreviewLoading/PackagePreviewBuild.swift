// Builds a user's package with `swift build`, then links its library product's objects into a library that
// binds to the host's Cartography.

import Foundation

/// One build of a user package (`previewer --package DIR`) into a library the previewer can load.
///
/// `swift build` compiles the package as its author does (its own dependencies, its own flags); the previewer
/// then links only the objects of the targets of the package's first library product, with a generated entry
/// point, into a shared library. The package's own build of Cartography (it depends on this repository) is
/// compiled but never linked: the library's Cartography symbols stay undefined and bind to the previewer's one
/// copy at load. A target of the package that is itself called Cartography (or Cassowary, or SnapKit) is a copy of
/// its own, and is refused by name.
public struct PackagePreviewBuild: Sendable {
    /// The package's root folder (where `Package.swift` is).
    public var packageFolder: String
    public var toolchain: PreviewToolchain

    public init(packageFolder: String, toolchain: PreviewToolchain) {
        self.packageFolder = packageFolder
        self.toolchain = toolchain
    }

    /// The library product's targets, in dependency order, with their source files.
    struct ProductTargets: Equatable {
        var product: String
        var targets: [(name: String, folder: String, sources: [String])]

        static func == (lhs: ProductTargets, rhs: ProductTargets) -> Bool {
            lhs.product == rhs.product && lhs.targets.map(\.name) == rhs.targets.map(\.name)
        }
    }

    /// Describes, builds and links the package.
    public func run() throws(UserCodeError) -> BuiltPreviewLibrary {
        let swift = try Self.swiftTool(besides: toolchain.swiftc)
        let environment = CheckoutEnvironment.forSwift(modulesFolder: toolchain.modulesFolder)
        let product = try Self.describe(packageFolder, swift: swift, environment: environment)
        let hostModules = Self.hostModuleNames(toolchain.modulesFolder)
        if let copy = product.targets.first(where: { hostModules.contains($0.name) }) {
            throw .ownCopyOfCartography(
                library: "the package \(packageFolder)",
                image: "its target \(copy.name) (\(copy.folder)); remove it and depend on the previewer's "
                    + "Cartography product instead")
        }
        var providers: [DeclaredProvider] = []
        for target in product.targets {
            for file in target.sources {
                for var provider in PreviewProviderScanner.providers(in: try UserPreviewBuild.read(file), file: file) {
                    provider.qualifiedName = "\(target.name).\(provider.qualifiedName)"
                    providers.append(provider)
                }
            }
        }
        guard !providers.isEmpty else { throw .noPreviews(files: product.targets.flatMap(\.sources)) }
        let clock = ContinuousClock()
        let start = clock.now
        for target in product.targets {
            // One target at a time: `--product` of a library also builds the products of the packages it
            // depends on (the previewer's own executables among them).
            let build = try ToolRun.run(
                swift, ["build", "--package-path", packageFolder, "--target", target.name], in: packageFolder,
                environment: environment)
            guard build.status == 0 else {
                let messages = CompilerMessage.parse(build.output)
                guard messages.contains(where: { $0.severity == .error }) else {
                    throw .unreadableSource(
                        path: packageFolder, reason: Self.packageProblem("swift build", build.output))
                }
                throw .compileFailed(messages: messages, output: build.output)
            }
        }
        let binFolder = Self.binFolder(packageFolder)
        let library = try link(product: product, providers: providers, binFolder: binFolder)
        return BuiltPreviewLibrary(
            path: library, providers: providers, warnings: [], compileDuration: clock.now - start)
    }

    /// Compiles the entry point against the package's modules and links it with the targets' objects.
    private func link(
        product: ProductTargets, providers: [DeclaredProvider], binFolder: String
    )
        throws(UserCodeError) -> String
    {
        let folder = try BuildFolder.shared.get()
        let number = folder.nextBuildNumber()
        let entry = (folder.path as NSString).appendingPathComponent("PackageEntry\(number).swift")
        let library = (folder.path as NSString).appendingPathComponent("lib\(product.product)-\(number).so")
        do {
            try PreviewEntryPoint.source(for: providers, importing: product.targets.map(\.name))
                .write(toFile: entry, atomically: false, encoding: .utf8)
        } catch {
            throw .loadFailed(library: library, reason: "cannot write the entry point \(entry): \(error)")
        }
        var objects: [String] = []
        for target in product.targets {
            let targetFolder = (binFolder as NSString).appendingPathComponent("\(target.name).build")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: targetFolder)) ?? []
            objects += names.filter { $0.hasSuffix(".o") }.sorted().map {
                (targetFolder as NSString).appendingPathComponent($0)
            }
        }
        // The package's own Modules folder: the entry point imports its targets, and they import its build of
        // Cartography (from the same sources, by path) whose symbols the host exports.
        let packageToolchain = PreviewToolchain(
            swiftc: toolchain.swiftc, modulesFolder: (binFolder as NSString).appendingPathComponent("Modules"),
            moduleMaps: PreviewToolchain.cModuleMaps(in: binFolder), usesLLD: toolchain.usesLLD)
        let arguments = packageToolchain.arguments(
            sources: [entry] + objects, output: library, moduleName: "PackagePreviewEntry\(number)")
        let linker = try ToolRun.run(toolchain.swiftc, arguments)
        guard linker.status == 0 else {
            throw .compileFailed(messages: CompilerMessage.parse(linker.output), output: linker.output)
        }
        return library
    }

    /// The folders holding the sources of the package's library product, to watch.
    public static func sourceFolders(ofPackage folder: String) throws(UserCodeError) -> [String] {
        let swift = try swiftTool(
            besides: try PreviewToolchain.findCompiler(
                environment: ProcessInfo.processInfo.environment))
        let modules = try? PreviewToolchain.forRunningExecutable().modulesFolder
        let environment = modules.map { CheckoutEnvironment.forSwift(modulesFolder: $0) }
        let product = try describe(folder, swift: swift, environment: environment)
        let folders = product.targets.flatMap { target in
            target.sources.map { ($0 as NSString).deletingLastPathComponent }
        }
        return Array(Set(folders)).sorted()
    }

    /// `swift` beside `swiftc`.
    static func swiftTool(besides swiftc: String) throws(UserCodeError) -> String {
        let swift = ((swiftc as NSString).deletingLastPathComponent as NSString).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift) else {
            throw .compilerNotFound(searched: ["\(swift) (no swift beside swiftc)"])
        }
        return swift
    }

    /// What `tool` said was wrong with the package (not its code: a manifest, a dependency), and what to do about
    /// a dependency by path that leads nowhere (a copy of a package that depends on this repository by `../`).
    static func packageProblem(_ tool: String, _ output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let error = lines.first { $0.hasPrefix("error:") }.map { String($0.dropFirst("error:".count)) }
        let said = (error ?? lines.last ?? "no output").trimmingCharacters(in: .whitespaces)
        var problem = "\(tool) could not read the package: \(said)"
        if said.contains("Package.swift") && said.contains("cannot be accessed") {
            problem +=
                ". A dependency by path points at a folder with no package: point it at this repository's "
                + "checkout, or make it read `Context.environment[\"\(CheckoutEnvironment.variable)\"]`, which the "
                + "previewer sets to the checkout it was built from (Examples/Package.swift does)"
        }
        return problem
    }

    /// The names of the previewer's own modules: a package target with one of these names is a second copy.
    static func hostModuleNames(_ modulesFolder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modulesFolder)) ?? []
        return Set(names.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
            .intersection(["Cartography", "Cassowary", "CFramePointer", "SnapKit"])
    }

    /// The first library product and its targets (those of this package it depends on, first), from
    /// `swift package describe` (about 0.1 s).
    static func describe(
        _ folder: String, swift: String, environment: [String: String]? = nil
    ) throws(UserCodeError) -> ProductTargets {
        guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift"))
        else {
            throw .unreadableSource(path: folder, reason: "no Package.swift there (--package takes a package's folder)")
        }
        let run = try ToolRun.run(
            swift, ["package", "--package-path", folder, "describe", "--type", "json"], environment: environment)
        guard run.status == 0, let json = run.output.firstIndex(of: "{"),
            let description = try? JSONSerialization.jsonObject(with: Data(run.output[json...].utf8))
                as? [String: Any]
        else {
            throw .unreadableSource(path: folder, reason: packageProblem("swift package describe", run.output))
        }
        let root = description["path"] as? String ?? folder
        let products = description["products"] as? [[String: Any]] ?? []
        let targets = description["targets"] as? [[String: Any]] ?? []
        guard
            let product = products.first(where: { ($0["type"] as? [String: Any])?["library"] != nil }),
            let productName = product["name"] as? String
        else {
            throw .unreadableSource(path: folder, reason: "the package declares no library product to preview")
        }
        var ordered: [(name: String, folder: String, sources: [String])] = []
        func add(_ name: String) {
            guard !ordered.contains(where: { $0.name == name }),
                let target = targets.first(where: { $0["name"] as? String == name })
            else { return }
            for dependency in target["target_dependencies"] as? [String] ?? [] { add(dependency) }
            let path = (root as NSString).appendingPathComponent(target["path"] as? String ?? "")
            let sources = (target["sources"] as? [String] ?? []).filter { $0.hasSuffix(".swift") }
                .map { (path as NSString).appendingPathComponent($0) }
            ordered.append((name, path, sources))
        }
        for name in product["targets"] as? [String] ?? [] { add(name) }
        return ProductTargets(product: productName, targets: ordered)
    }

    /// Where `swift build` puts the debug products (`.build/debug`, a link to the triple's folder).
    static func binFolder(_ folder: String) -> String {
        let debug = ((folder as NSString).appendingPathComponent(".build") as NSString).appendingPathComponent("debug")
        return URL(fileURLWithPath: debug).resolvingSymlinksInPath().path
    }
}
