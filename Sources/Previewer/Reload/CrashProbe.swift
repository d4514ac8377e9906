// The child process that loads a new build and lays out each of its previews once, so that a crash or an
// endless loop in the user's code ends the child, not the window.

import Cartography
import Foundation
import GtkKit
import PreviewLoading

/// Runs `previewer --probe-library PATH` as a child, and is that child.
///
/// Loading the user's code in the window's own process is final (a Swift image is never unloaded), and a
/// `fatalError` there would end the window. The probe costs a process start, a load and one layout of each
/// preview: about 0.1 s per reload. It cannot catch a crash that comes later (a button's action, another size);
/// ``SelfRestart`` covers those.
@MainActor
enum CrashProbe {
    /// What the probe found.
    enum Verdict: Equatable {
        case passed
        /// The probe was ended by `signal`; `message` is what the user's code printed last (a fatalError's text).
        case crashed(signal: Int32, message: String)
        /// The probe exited with an error of its own (the library cannot load, a body throws).
        case failed(message: String)
        /// The user's code did not return within `seconds`; `backtrace` holds its frames where it was stopped.
        case timedOut(seconds: Int, backtrace: ProbeBacktrace)
    }

    /// How long the user's code may take to load and lay out every preview once; `PREVIEWER_PROBE_SECONDS`
    /// changes it (tests wait less).
    static let timeLimitSeconds: Int =
        ProcessInfo.processInfo.environment["PREVIEWER_PROBE_SECONDS"].flatMap { Int($0) }.map { max(1, $0) } ?? 10

    /// How long a stopped probe may spend printing its backtrace before it is killed.
    private static let backtraceMilliseconds = 15_000

    /// Swift's backtracer, on for the probe: a `SIGQUIT` at the time limit and a crash both print the user's
    /// stack with files and lines (the library is built with `-g`). Only the crashed thread, no registers.
    private static let backtraceSettings =
        "enable=yes,interactive=no,output-to=stderr,color=no,threads=crashed,registers=none,images=none,sanitize=no"

    /// Probes `library` at `size` (the window's content size) and each preview's own size.
    static func probe(
        library: String, size: PixelSize, seed: UInt32, completion: @escaping @MainActor (Verdict) -> Void
    ) {
        let arguments = [
            SelfRestart.executable, "--probe-library", library, "--size", "\(size.width)x\(size.height)", "--seed",
            "\(seed)",
        ]
        var stopped = false
        var timers: [MainLoop.Timer] = []
        let child = Subprocess.run(
            arguments, environment: ["SWIFT_BACKTRACE": backtraceSettings], diesWithParent: true
        ) { outcome in
            timers.forEach { $0.cancel() }
            // What the user's code printed comes before the backtracer's report.
            let printed = outcome.errorOutput.components(separatedBy: "\n*** ").first ?? ""
            let lines = printed.split(separator: "\n")
            // A fatalError prints `file:line: Fatal error: message`; other traps print nothing of their own.
            let lastLines = (lines.last { $0.contains("Fatal error") }.map { [$0] } ?? lines.suffix(3))
                .joined(separator: "\n")
            let backtrace = ProbeBacktrace(text: outcome.errorOutput, libraryPath: library)
            if let failure = outcome.launchFailure {
                completion(.failed(message: "the crash probe could not start: \(failure)"))
            } else if stopped {
                completion(.timedOut(seconds: timeLimitSeconds, backtrace: backtrace))
            } else if let signal = outcome.signal {
                let stack = backtrace.frames.map { "  at \($0)" }
                completion(
                    .crashed(
                        signal: signal, message: ([lastLines] + stack).filter { !$0.isEmpty }.joined(separator: "\n")))
            } else if outcome.exitStatus != 0 {
                completion(.failed(message: lastLines))
            } else {
                completion(.passed)
            }
        }
        // SIGQUIT has the backtracer print where the user's code is; SIGKILL ends a probe that cannot.
        timers.append(
            MainLoop.after(milliseconds: timeLimitSeconds * 1000) {
                stopped = true
                child.send(signal: SIGQUIT)
                timers.append(MainLoop.after(milliseconds: backtraceMilliseconds) { child.send(signal: SIGKILL) })
            })
    }

    /// The child's side: loads `library`, makes, shows, lays out and hides every preview it declares, and returns the exit
    /// status (0: all laid out; 3: an error, printed). A crash ends the process before it returns.
    static func runChild(library: String, size: PixelSize?, seed: UInt32?) -> Int32 {
        do {
            let loaded = try PreviewLibraryLoader.load(path: library)
            for group in PreviewCatalog(providers: loaded.providers).groups {
                for preview in group.previews {
                    let document = try PreviewDocument(
                        preview: preview, groupName: group.name, seed: seed ?? 0, itemCount: nil)
                    // Shown and hidden as the window would: a controller's appearance hooks run here first.
                    document.show()
                    for size in [size, document.declaredSize].compactMap({ $0 }) {
                        document.layOut(rootSize: CGSize(width: Double(size.width), height: Double(size.height)))
                    }
                    document.hide()
                }
            }
            return 0
        } catch {
            Console.printError("previewer: \(error)")
            return 3
        }
    }
}
