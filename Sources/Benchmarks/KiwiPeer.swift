// Runs a kiwi peer in a subprocess, with a time limit, on the same system as ours: kiwisolver through its
// Python binding (scripts/peers/kiwi_peer.py), or kiwi's own C++ core (scripts/peers/kiwi_native_driver.cpp).

import Foundation

/// kiwi's numbers for one system, or why there are none.
struct KiwiResult {
    var build = Samples()
    var resize = Samples()
    var refreshValues: [Double] = []
    var bindingPerCall: Double?
    var calls: (build: Int, resize: Int) = (0, 0)
    var peakRSSKiB: Int?
    var checked: Double?
    /// Set when kiwi did not finish within the time limit, crashed, or is not installed.
    var failure: String?
}

enum KiwiPeer {
    /// Which kiwi: the Python package, or its C++ core built by `scripts/peers/build-kiwi-native`.
    enum Engine {
        case python
        case native(driver: String)
    }

    /// The repository root: the first folder above the benchmark binary that holds Package.swift.
    static var repositoryRoot: URL {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    static var script: URL { repositoryRoot.appendingPathComponent("scripts/peers/kiwi_peer.py") }

    /// Set up once per run: fetches the kiwisolver sdist and builds the native driver (nil if that failed).
    static let nativeDriver: String? = {
        let process = Process()
        process.executableURL = repositoryRoot.appendingPathComponent("scripts/peers/build-kiwi-native")
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Writes `text` to a file under .build/peers/specs and returns its path.
    static func specFile(_ text: String, name: String) -> String {
        let folder = repositoryRoot.appendingPathComponent(".build/peers/specs")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let safe = String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let path = folder.appendingPathComponent("\(safe).txt").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// Builds and resizes `spec` in kiwi; gives up after `timeLimit` seconds.
    static func run(
        _ spec: SystemSpec, engine: Engine = .python, repetitions: Int, warmups: Int = 0, resizeRounds: Int,
        timeLimit: Double
    ) -> KiwiResult {
        var result = KiwiResult()
        let process = Process()
        switch engine {
        case .python:
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script.path]
        case .native(let driver):
            process.executableURL = URL(fileURLWithPath: driver)
            let text = spec.plainText(
                repetitions: repetitions, warmups: warmups, resizeRounds: resizeRounds, timeLimit: timeLimit)
            process.arguments = [specFile(text, name: spec.name)]
        }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            result.failure = "\(process.executableURL?.lastPathComponent ?? "kiwi") not available"
            return result
        }
        if case .python = engine {
            input.fileHandleForWriting.write(
                spec.json(repetitions: repetitions, resizeRounds: resizeRounds, timeLimit: timeLimit))
        }
        try? input.fileHandleForWriting.close()
        // Read on another thread so a large output cannot block the peer while we watch the clock.
        let collected = OutputCollector(output.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning && Date() < deadline { usleep(2000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            result.failure = "over \(formatDuration(timeLimit))"
            return result
        }
        guard process.terminationStatus == 0,
            let object = try? JSONSerialization.jsonObject(with: collected.wait()) as? [String: Any]
        else {
            result.failure = "kiwi failed (exit \(process.terminationStatus))"
            return result
        }
        result.build.values = object["build"] as? [Double] ?? []
        result.resize.values = object["resize"] as? [Double] ?? []
        result.refreshValues = object["refresh"] as? [Double] ?? []
        result.bindingPerCall = object["bindingPerCall"] as? Double
        if let calls = object["calls"] as? [String: Int] { result.calls = (calls["build"] ?? 0, calls["resize"] ?? 0) }
        result.peakRSSKiB = object["peakRSSKiB"] as? Int
        result.checked = object["checked"] as? Double
        return result
    }
}

/// Reads a pipe to its end on a background thread.
final class OutputCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
