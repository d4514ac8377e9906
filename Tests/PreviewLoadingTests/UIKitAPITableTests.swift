// The README's table of UIKit API (UIKitAPI.md) is what scripts/uikit-api-table writes from today's symbols.

import Foundation
import Testing

@testable import PreviewLoading

@Suite struct UIKitAPITableTests {
    /// The committed table is the one the script makes from this build's Cartography module: a symbol added
    /// or removed without running scripts/uikit-api-table fails here.
    @Test func theCommittedTableIsUpToDate() throws {
        let toolchain = try UserFiles.toolchain()
        let moduleMap = try #require(toolchain.moduleMaps.first { $0.contains("CFramePointer") })
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/uikit-api-table")
        process.arguments = ["--check", "--modules", toolchain.modulesFolder, "--module-map", moduleMap]
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
