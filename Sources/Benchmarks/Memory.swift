// Peak memory of one system, measured in a child process so each measurement starts from a clean heap.

import Foundation

enum MemoryProbe {
    static let flag = "--child-memory"

    /// In a child process: builds the system named by the arguments, prints its peak RSS in KiB.
    static func runChildIfRequested(_ arguments: [String]) -> Bool {
        guard arguments.count >= 4, arguments[1] == flag, let count = Int(arguments[3]) else { return false }
        let baseline = peakResidentKiB() ?? 0
        switch arguments[2] {
        case "solver":
            let spec = GridShape.spec(count: count, columns: 3, editsFirst: true)
            _ = try? measureOurs(spec)
        case "dsl":
            _ = measureDSL(count: count, columns: 3)
        default:
            return false
        }
        print("\(peakResidentKiB() ?? 0) \(baseline)")
        return true
    }

    /// Runs a child benchmark process and returns its peak RSS in KiB.
    static func measure(_ kind: String, count: Int) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = [flag, kind, String(count)]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).split(separator: " ")
        return text.first.flatMap { Int($0) }
    }
}
