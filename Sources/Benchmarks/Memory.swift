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
        case "dsl-build":
            // Built and laid out, then resized: what a window showing the grid holds, without a refresh's
            // second generation of views and constraints alive beside the first.
            let controller = GridController(count: count, columns: 3)
            controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            controller.view.layoutIfNeeded()
            controller.view.frame.size = CGSize(width: 800, height: 600)
            controller.view.layoutIfNeeded()
            print("\(peakResidentKiB() ?? 0) \(baseline)")
            return true
        default:
            return false
        }
        print("\(peakResidentKiB() ?? 0) \(baseline)")
        return true
    }

    /// Runs a child benchmark process and returns its peak RSS in KiB, and by how much it exceeds the
    /// child's RSS before it built anything (the runtime, the libraries, the binary).
    static func measureGrowth(_ kind: String, count: Int) -> (peak: Int, growth: Int)? {
        guard let (peak, baseline) = childOutput(kind, count: count) else { return nil }
        return (peak, peak - baseline)
    }

    /// Runs a child benchmark process and returns its peak RSS in KiB.
    static func measure(_ kind: String, count: Int) -> Int? {
        childOutput(kind, count: count)?.peak
    }

    private static func childOutput(_ kind: String, count: Int) -> (peak: Int, baseline: Int)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = [flag, kind, String(count)]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
}
