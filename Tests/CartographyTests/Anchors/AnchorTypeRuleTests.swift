// The anchors' type rule, checked by the compiler: an x anchor cannot meet a y anchor or a dimension.

import Foundation
import Testing

/// Type-checks snippets against the Cartography module this test was built with (its build folder holds
/// the module and the C module maps it needs), as a user's file would be.
struct SnippetCompiler {
    let buildFolder: URL

    /// The build folder: the first folder above the test executable that holds Cartography's module.
    init() throws {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while folder.path != "/" {
            folder.deleteLastPathComponent()
            let module = folder.appendingPathComponent("Modules/Cartography.swiftmodule").path
            if FileManager.default.fileExists(atPath: module) {
                buildFolder = folder
                return
            }
        }
        throw SnippetError.noBuildFolder(CommandLine.arguments[0])
    }

    enum SnippetError: Error {
        case noBuildFolder(String)
    }

    /// The compiler's errors for `source`; empty if it type-checks.
    func errors(in source: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchor-rule-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("snippet.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let maps = try FileManager.default.contentsOfDirectory(atPath: buildFolder.path)
            .filter { $0.hasSuffix(".build") }
            .map { buildFolder.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-I", buildFolder.appendingPathComponent("Modules").path]
            + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + [file.path]
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("snippet.swift") || $0.contains("snippet.swift:")
        }
        .filter { $0.contains("error:") }
    }
}

@Suite struct AnchorTypeRuleTests {
    static let prelude = """
        import Cartography
        let a = View()
        let b = View()
        let guide = LayoutGuide()

        """

    // UIKit: NSLayoutAnchor's generic parameter makes these compile errors, not runtime ones.
    @Test(arguments: [
        "_ = a.leadingAnchor.constraint(equalTo: b.topAnchor)",
        "_ = a.topAnchor.constraint(greaterThanOrEqualTo: b.centerXAnchor, constant: 8)",
        "_ = a.widthAnchor.constraint(equalTo: b.leadingAnchor)",
        "_ = a.centerYAnchor.constraint(lessThanOrEqualTo: guide.heightAnchor)",
        "_ = a.topAnchor.constraint(equalToConstant: 10)",
        "_ = a.leadingAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1)",
        "_ = a.leadingAnchor.anchorWithOffset(to: b.topAnchor)",
        "_ = a.widthAnchor.constraint(equalTo: b.heightAnchor.anchorWithOffset(to: b.widthAnchor))",
    ])
    func mismatchedAnchorsDoNotCompile(line: String) throws {
        let errors = try SnippetCompiler().errors(in: Self.prelude + line + "\n")
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("snippet.swift:5:") == true, "\(errors)")
    }

    /// The harness itself: the same calls with matching anchors compile.
    @Test func matchingAnchorsCompile() throws {
        let lines = [
            "_ = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)",
            "_ = a.topAnchor.constraint(greaterThanOrEqualTo: b.centerYAnchor, constant: 8)",
            "_ = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2)",
            "_ = a.centerYAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor)",
            "_ = a.heightAnchor.constraint(equalToConstant: 10)",
            "_ = a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1)",
            "_ = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: a.widthAnchor)",
            "let x: NSLayoutAnchor<NSLayoutXAxisAnchor> = a.leftAnchor; _ = x",
        ]
        let errors = try SnippetCompiler().errors(in: Self.prelude + lines.joined(separator: "\n") + "\n")
        #expect(errors.isEmpty, "\(errors)")
    }
}
