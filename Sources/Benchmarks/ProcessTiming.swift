// Times whole processes from spawn to exit: the first build in a fresh process, the previewer's first frame.

import Foundation

/// One process run to its exit: wall time from spawn to exit, its exit status and its standard output.
struct ProcessRun {
    var seconds: Double
    var status: Int32
    var output: String
}

/// Spawns `path` with `arguments` and waits for it. `posix_spawn` and `waitpid` directly: Foundation's
/// `Process` notices the exit through its run loop, which added milliseconds of jitter to millisecond runs.
func timeProcess(_ path: String, _ arguments: [String]) -> ProcessRun? {
    var template = Array("/tmp/benchmark-output-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return nil }
    let outputPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer {
        close(descriptor)
        unlink(outputPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let seconds = now() - start
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    // WEXITSTATUS / WIFEXITED are macros Swift does not import.
    let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    return ProcessRun(seconds: seconds, status: exitStatus, output: output)
}

/// The folder of this benchmark binary, where `swift build` also puts `first-build` and `previewer`.
var buildProductsFolder: String {
    let path =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: path).deletingLastPathComponent().path
}
