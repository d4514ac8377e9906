// The parent-process side: runs one GTK peer job in a child process under a time limit, with peak RSS.

import Foundation

/// What one child process reported, and how it ended.
struct GtkPeerChildReport {
    /// The result lines the child wrote (see `GtkPeerChild`).
    var lines: [String] = []
    /// The build (after `ready`) did not finish within the limit, so the child was killed.
    var overLimit = false
    /// Why the child ended badly (crash, exit status, no start), or nil.
    var problem: String?
    /// The first lines of the child's standard error (GTK warnings go there).
    var standardError = ""
}

/// A measurement a child process runs: the child's command line (before the output path) and how long
/// its timed part may take after the build.
protocol GtkChildJob {
    var arguments: [String] { get }
    var resizeBudget: Double { get }
}

enum GtkPeerProcess {
    /// How long GTK may take to start and show its windows before the child counts as failed.
    static let startupLimit = 30.0

    /// Runs `job` in a child process (this executable, re-run with the hidden flag) and waits for it.
    ///
    /// The time limit applies to the build: from the child's `ready` (GTK up, windows shown) to its
    /// `build` line. The resizes have their own budget, which the child keeps; `resizeGrace` more seconds
    /// are allowed before it is killed anyway.
    static func run(_ job: some GtkChildJob, buildLimit: Double, resizeGrace: Double = 10) -> GtkPeerChildReport {
        var report = GtkPeerChildReport()
        let base = NSTemporaryDirectory() + "gtk-peer-\(getpid())-\(UUID().uuidString)"
        let outputPath = base + ".out"
        let errorPath = base + ".err"
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        guard FileManager.default.createFile(atPath: outputPath, contents: nil) else {
            report.problem = "cannot create \(outputPath)"
            return report
        }
        guard let pid = spawn(job.arguments + [outputPath], standardError: errorPath) else {
            report.problem = "cannot start a child process"
            return report
        }
        let started = now()
        var readyAt: Double?
        var builtAt: Double?
        var status: Int32 = 0
        while wait4(pid, &status, WNOHANG, nil) == 0 {
            let lines = readLines(outputPath)
            if readyAt == nil, lines.contains(where: { $0.hasPrefix("ready ") }) { readyAt = now() }
            if builtAt == nil, lines.contains(where: { $0.hasPrefix("build ") }) { builtAt = now() }
            let time = now()
            var deadlinePassed = false
            if let builtAt {
                deadlinePassed = time - builtAt > job.resizeBudget + resizeGrace
            } else if let readyAt {
                deadlinePassed = time - readyAt > buildLimit
                report.overLimit = deadlinePassed
            } else {
                deadlinePassed = time - started > startupLimit
            }
            if deadlinePassed {
                kill(pid, SIGKILL)
                wait4(pid, &status, 0, nil)
                if !report.overLimit { report.problem = "killed: did not finish in time" }
                break
            }
            usleep(10_000)
        }
        report.lines = readLines(outputPath)
        report.standardError = firstLines(of: errorPath, count: 5)
        let signal = status & 0x7f
        if report.problem == nil && !report.overLimit {
            if signal != 0 {
                report.problem = "child died of signal \(signal)"
            } else if (status >> 8) & 0xff != 0 {
                report.problem = "child exited with status \((status >> 8) & 0xff)"
            }
        }
        return report
    }

    /// Starts this executable with `arguments`; standard output is discarded, standard error goes to a file.
    private static func spawn(_ arguments: [String], standardError: String) -> pid_t? {
        let executable = "/proc/self/exe"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            environment.forEach { free($0) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { return nil }
        return pid
    }

    private static func readLines(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private static func firstLines(of path: String, count: Int) -> String {
        readLines(path).prefix(count).joined(separator: "\n")
    }
}
