// Every committed solver fuzzer finding (Fuzz/regressions/solver), replayed through the fuzzer's own decoder and
// checks: the twin, the model and the required constraints after each operation.

import Foundation
import SolverFuzzing
import Testing

@Suite(.serialized) struct SolverFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/solver")

    /// The findings' file names, in order.
    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func everyFindingIsCommitted() {
        // A guard for the test below: an empty or missing folder would make it pass by running nothing.
        #expect(Self.inputs.count >= 100, "\(Self.inputs.count) findings in \(Self.folder.path)")
    }

    @Test(arguments: inputs)
    func findingReplaysClean(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        nonisolated(unsafe) var failures: [String] = []
        solverFuzzFailure = { failures.append($0) }
        defer { solverFuzzFailure = { message in fatalError(message) } }
        _ = bytes.withUnsafeBufferPointer { fuzzSolver($0.baseAddress!, $0.count) }
        #expect(failures.isEmpty, "\(name): \(failures.prefix(3).joined(separator: "; "))")
    }
}
