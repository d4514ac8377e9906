// The compiler and the module files a user's code is built with: the previewer's own.

import Foundation

/// Where `swiftc` is and what it compiles the user's files against.
///
/// The modules are the host's own build products (the `Modules` folder beside the previewer's binary), so the
/// user's code is compiled against exactly the Cartography it will bind to at load: a user package that
/// resolved another revision could otherwise compile against different module files than it runs against.
public struct PreviewToolchain: Equatable, Sendable {
    /// The compiler's path.
    public var swiftc: String
    /// The folder holding `Cartography.swiftmodule` and the modules it depends on.
    public var modulesFolder: String
    /// Module maps of the C modules those depend on (Cartography imports `CFramePointer`), which the
    /// `Modules` folder does not hold.
    public var moduleMaps: [String]
    /// A faster linker beside the compiler (`ld.lld`), if the toolchain has one: about 0.1 s less per build.
    public var usesLLD: Bool

    public init(swiftc: String, modulesFolder: String, moduleMaps: [String], usesLLD: Bool = false) {
        self.swiftc = swiftc
        self.modulesFolder = modulesFolder
        self.moduleMaps = moduleMaps
        self.usesLLD = usesLLD
    }

    /// The toolchain for code loaded into the running process: the modules of the build that made its
    /// executable (the previewer, or a test bundle of the same build).
    public static func forRunningExecutable() throws(UserCodeError) -> PreviewToolchain {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return try beside(executable: executable)
    }

    /// Where an installed previewer's module files are, relative to `PREFIX/bin/previewer`: `scripts/install`
    /// copies them there from the build it installs.
    public static let installedModulesFolder = "../lib/previewer/Modules"

    /// The toolchain for code loaded by `executable`: the `Modules` folder and C module maps SwiftPM put in
    /// the executable's build folder, or, for an installed previewer, the copies under `PREFIX/lib/previewer`;
    /// and `swiftc` from `SWIFTC` or `PATH`.
    public static func beside(
        executable: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(UserCodeError) -> PreviewToolchain {
        let folder = (URL(fileURLWithPath: executable).resolvingSymlinksInPath().path as NSString)
            .deletingLastPathComponent
        let built = (folder as NSString).appendingPathComponent("Modules")
        let installed = ((folder as NSString).appendingPathComponent(installedModulesFolder) as NSString)
            .standardizingPath
        let modules: String
        let moduleMaps: [String]
        if hasCartography(built) {
            (modules, moduleMaps) = (built, cModuleMaps(in: folder))
        } else if hasCartography(installed) {
            (modules, moduleMaps) = (installed, installedModuleMaps(in: installed))
        } else {
            throw .modulesNotFound(folder: built)
        }
        let swiftc = try findCompiler(environment: environment)
        let lld = ((swiftc as NSString).deletingLastPathComponent as NSString).appendingPathComponent("ld.lld")
        return PreviewToolchain(
            swiftc: swiftc, modulesFolder: modules, moduleMaps: moduleMaps,
            usesLLD: FileManager.default.isExecutableFile(atPath: lld))
    }

    private static func hasCartography(_ modules: String) -> Bool {
        FileManager.default.fileExists(atPath: (modules as NSString).appendingPathComponent("Cartography.swiftmodule"))
    }

    /// `scripts/install` puts each C module's map and header in a folder of its own inside `Modules`
    /// (`Modules/CFramePointer/module.modulemap`).
    static func installedModuleMaps(in modules: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? []
        return names.sorted().compactMap { name in
            let map = ((modules as NSString).appendingPathComponent(name) as NSString)
                .appendingPathComponent("module.modulemap")
            return FileManager.default.fileExists(atPath: map) ? map : nil
        }
    }

    /// SwiftPM writes a C target's module map as `<Target>.build/module.modulemap` (Swift targets' maps are
    /// under `include/`, and their modules are in `Modules` already).
    static func cModuleMaps(in buildFolder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: buildFolder)) ?? []
        return names.filter { $0.hasSuffix(".build") }.sorted().compactMap { name in
            let map = ((buildFolder as NSString).appendingPathComponent(name) as NSString)
                .appendingPathComponent("module.modulemap")
            return FileManager.default.fileExists(atPath: map) ? map : nil
        }
    }

    /// `SWIFTC` if set, else the first `swiftc` on `PATH`.
    static func findCompiler(environment: [String: String]) throws(UserCodeError) -> String {
        if let chosen = environment["SWIFTC"], !chosen.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: chosen) else {
                throw .compilerNotFound(searched: ["SWIFTC=\(chosen) (not an executable file)"])
            }
            return chosen
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for folder in folders {
            let candidate = (folder as NSString).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw .compilerNotFound(searched: folders.isEmpty ? ["PATH (empty)"] : folders)
    }

    /// The compiler's arguments for `sources` into the library `output`, named `moduleName`, in the Swift
    /// language mode `languageMode`, with `extraFlags` before the sources.
    ///
    /// `-g` so constraints resolve to the user's lines; no `-lCartography`: the library's Cartography symbols
    /// stay undefined and bind to the host's one copy when it is loaded.
    func arguments(
        sources: [String], output: String, moduleName: String, languageMode: String = "6", extraFlags: [String] = []
    ) -> [String] {
        var arguments = [
            "-emit-library", "-parse-as-library", "-g", "-Onone", "-swift-version", languageMode, "-module-name",
            moduleName, "-I", modulesFolder,
            // A debug build, as Xcode builds previews: `#if DEBUG` code (and `#Preview` blocks in it) is in.
            "-D", "DEBUG",
        ]
        arguments += extraFlags
        for map in moduleMaps { arguments += ["-Xcc", "-fmodule-map-file=\(map)"] }
        if usesLLD { arguments.append("-use-ld=lld") }
        return arguments + ["-o", output] + sources
    }
}
