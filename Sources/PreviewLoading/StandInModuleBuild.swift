// Compiles the user's stand-in modules (`--module NAME=DIR`) before their files, which import them.

import Foundation

/// The stand-in modules of one build, compiled into a folder of their own.
struct StandInModuleBuild {
    /// The folder holding each module's `.swiftmodule`, for `-I`.
    var modulesFolder: String
    /// The static libraries to link into the user's library, in order.
    var archives: [String]

    /// Compiles `modules` in the order given (a module may import those before it) into `folder`, each as a
    /// static library linked into the user's library: nothing extra to load, and a reload rebuilds them too.
    init(
        _ modules: [StandInModule], toolchain: PreviewToolchain, languageMode: String, folder: String
    ) throws(UserCodeError) {
        modulesFolder = folder
        archives = []
        guard !modules.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .loadFailed(library: folder, reason: "cannot make the folder for stand-in modules: \(error)")
        }
        for module in modules {
            let sources = try module.sources()
            let texts = try sources.map { (file) throws(UserCodeError) in try UserPreviewBuild.read(file) }
            let rewritten = try RewrittenFiles(
                files: sources, texts: texts,
                folder: (folder as NSString).appendingPathComponent("\(module.name)-sources"))
            let archive = (folder as NSString).appendingPathComponent("lib\(module.name).a")
            var arguments = toolchain.arguments(
                sources: rewritten.compiledPaths, output: archive, moduleName: module.name, languageMode: languageMode,
                extraFlags: ["-I", folder])
            arguments += [
                "-static", "-emit-module", "-emit-module-path",
                (folder as NSString).appendingPathComponent("\(module.name).swiftmodule"),
            ]
            let compiler = try ToolRun.run(toolchain.swiftc, arguments)
            guard compiler.status == 0 else {
                let messages = rewritten.mapBack(CompilerMessage.parse(compiler.output))
                throw .compileFailed(
                    messages: CompilerDiagnosis.explain(messages, settings: nil, standInModule: module.name),
                    output: compiler.output)
            }
            archives.append(archive)
        }
    }
}
