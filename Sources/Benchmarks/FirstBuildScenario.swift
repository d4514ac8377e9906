// The first build in a fresh process, timed as a whole process (start, build, exit): our solver's
// `first-build` probe against kiwi's C++ driver on the same system, alternating.

import Foundation

/// Adds the rows of the first-build comparison: whole process, and the build alone inside it.
func runFirstBuildScenario(options: BenchmarkOptions, report: inout Report) {
    let spec = GridShape.spec(count: 9, columns: 3, editsFirst: true)
    let specPath = KiwiPeer.specFile(spec.plainText(), name: "first build \(spec.name)")
    let ours = buildProductsFolder + "/first-build"
    let missing = "not built (swift build -c release --product first-build)"
    var process = (ours: Samples(), kiwi: Samples())
    var inProcess = (ours: Samples(), kiwi: Samples())
    var oursFailure = FileManager.default.isExecutableFile(atPath: ours) ? nil : missing
    var kiwiFailure = KiwiPeer.nativeDriver == nil ? "not built (scripts/peers/build-kiwi-native failed)" : nil
    if !options.kiwi { kiwiFailure = "not run (--no-kiwi)" }
    for _ in 0..<(options.smoke ? 3 : 40) {
        if oursFailure == nil {
            if let run = timeProcess(ours, [specPath]), run.status == 0, let nanoseconds = Double(run.output.trimmed) {
                process.ours.values.append(run.seconds)
                inProcess.ours.values.append(nanoseconds * 1e-9)
            } else {
                oursFailure = "first-build failed"
            }
        }
        if kiwiFailure == nil, let driver = KiwiPeer.nativeDriver {
            if let run = timeProcess(driver, ["--once", specPath]), run.status == 0,
                let seconds = Double(run.output.trimmed)
            {
                process.kiwi.values.append(run.seconds)
                inProcess.kiwi.values.append(seconds)
            } else {
                kiwiFailure = "kiwi_native_driver failed"
            }
        }
    }
    func measurement(_ samples: Samples, _ failure: String?) -> Measurement {
        failure.map { .missing($0) } ?? .of(samples)
    }
    report.add(
        Row(
            scenario: "solver first build", configuration: "fresh process", count: 9, metric: "whole process",
            ours: measurement(process.ours, oursFailure), peerName: "kiwi C++",
            peer: measurement(process.kiwi, kiwiFailure)))
    report.add(
        Row(
            scenario: "solver first build", configuration: "fresh process", count: 9, metric: "build in it",
            ours: measurement(inProcess.ours, oursFailure), peerName: "kiwi C++",
            peer: measurement(inProcess.kiwi, kiwiFailure)))
}

/// The previewer from exec to its first frame on screen: `--dump-frames` prints the frames after the first
/// frame is drawn and exits. Needs a display and a release previewer next to this binary.
func runPreviewerFirstFrameScenario(options: BenchmarkOptions, report: inout Report) {
    let previewer = buildProductsFolder + "/previewer"
    var samples = Samples()
    var failure: String? =
        FileManager.default.isExecutableFile(atPath: previewer)
        ? nil : "not built (swift build -c release --product previewer)"
    for _ in 0..<(options.smoke ? 2 : 10) where failure == nil {
        let arguments = ["--dump-frames", "--count", "9", "--seed", "1", "--size", "375x667"]
        if let run = timeProcess(previewer, arguments), run.status == 0 {
            samples.values.append(run.seconds)
        } else {
            failure = "the previewer failed"
        }
    }
    var target = Samples()
    target.values = [0.3]
    report.add(
        Row(
            scenario: "previewer", configuration: "nine-grid", count: 9, metric: "exec to first frame",
            ours: failure.map { .missing($0) } ?? .of(samples), peerName: "the 300 ms target", peer: .of(target)))
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
