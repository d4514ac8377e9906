// --snapshot and the control channel's snapshot replace a regular file or make a new one, and touch nothing else.

import Foundation
import Testing

extension PreviewerTests {
    @Suite("Snapshot destinations")
    struct SnapshotPathTests {
        /// A fresh folder holding a regular file `target.png` ("old"), a symbolic link `link.png` to it, a FIFO
        /// `pipe.png` and a folder `folder`; removed by `remove()`.
        struct Scratch {
            let url: URL

            init() throws {
                url = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "previewer-snapshot-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
                try Data("old".utf8).write(to: url.appendingPathComponent("target.png"))
                try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: "target.png")
                guard mkfifo(path("pipe.png"), 0o644) == 0 else { throw HarnessError("mkfifo failed: \(errno)") }
                try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: false)
            }

            func path(_ name: String) -> String { url.appendingPathComponent(name).path }

            /// Every entry, its kind, and a regular file's contents: what a refused snapshot must leave alone.
            func contents() throws -> [String] {
                try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map { name in
                    var status = stat()
                    guard lstat(path(name), &status) == 0 else { throw HarnessError("lstat \(name): \(errno)") }
                    switch status.st_mode & S_IFMT {
                    case S_IFLNK:
                        return "\(name) -> \(try FileManager.default.destinationOfSymbolicLink(atPath: path(name)))"
                    case S_IFIFO: return "\(name) (FIFO)"
                    case S_IFDIR: return "\(name)/"
                    default:
                        return
                            "\(name): \(String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self))"
                    }
                }
            }

            static let initialContents = ["folder/", "link.png -> target.png", "pipe.png (FIFO)", "target.png: old"]

            func remove() { try? FileManager.default.removeItem(at: url) }
        }

        /// A destination that must be refused, and the reason the message must give (`SCRATCH` stands for the
        /// scratch folder's path).
        struct Refusal: Sendable, CustomTestStringConvertible {
            var name: String
            var reason: String
            var testDescription: String { name }
        }

        static let refusals = [
            Refusal(name: "link.png", reason: "it is a symbolic link; only a regular file is replaced"),
            Refusal(name: "pipe.png", reason: "it is a named pipe (FIFO); only a regular file is replaced"),
            Refusal(name: "folder", reason: "it is a folder; only a regular file is replaced"),
            Refusal(name: "missing/grid.png", reason: "the folder SCRATCH/missing does not exist"),
        ]

        @Test(
            "--snapshot refuses what is not a regular file or a new name, touching nothing", .timeLimit(.minutes(1)),
            arguments: refusals)
        func refused(_ refusal: Refusal) throws {
            let scratch = try Scratch()
            defer { scratch.remove() }
            try withDisplay { display in
                let path = scratch.path(refusal.name)
                let run = try OneShotRun(["--snapshot", path], environment: display.appEnvironment)
                #expect(run.status == 2)
                #expect(run.output.isEmpty, "stdout: \(run.output)")
                let reason = refusal.reason.replacingOccurrences(of: "SCRATCH", with: scratch.url.path)
                #expect(run.errors == ["previewer: --snapshot cannot write \"\(path)\": \(reason)"])
                #expect(try scratch.contents() == Scratch.initialContents)
            }
        }

        @Test("--snapshot replaces a regular file whole, keeping its permissions", .timeLimit(.minutes(1)))
        func replacesARegularFile() throws {
            let scratch = try Scratch()
            defer { scratch.remove() }
            try withDisplay { display in
                let path = scratch.path("target.png")
                guard chmod(path, 0o640) == 0 else { throw HarnessError("chmod failed: \(errno)") }
                let run = try OneShotRun(["--seed", "3", "--snapshot", path], environment: display.appEnvironment)
                #expect(run.status == 0)
                #expect(run.errors.isEmpty, "stderr: \(run.errors)")
                let image = try RGBImage(contentsOf: path)
                #expect(image.width > 0 && image.height > 0)
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                #expect((attributes[.posixPermissions] as? Int) == 0o640)
                // No temporary file is left beside it, and the link now points at the new picture.
                let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
                #expect(names == ["folder", "link.png", "pipe.png", "target.png"])
            }
        }

        @Test("The control channel's snapshot refuses a FIFO, then saves over a regular file", .timeLimit(.minutes(1)))
        func controlChannel() throws {
            let scratch = try Scratch()
            defer { scratch.remove() }
            try withPreviewer(options: ["--seed", "5"]) { app, _ in
                let refused = try app.send("snapshot \(scratch.path("pipe.png"))")
                #expect(!refused.ok)
                #expect(
                    refused.error
                        == "cannot write \(scratch.path("pipe.png")): it is a named pipe (FIFO); only a regular file is replaced"
                )
                let throughLink = try app.send("snapshot \(scratch.path("link.png"))")
                #expect(throughLink.error?.contains("it is a symbolic link") == true, "\(throughLink)")
                #expect(try scratch.contents() == Scratch.initialContents)
                try app.snapshot(to: scratch.path("target.png"))
                #expect(try RGBImage(contentsOf: scratch.path("target.png")).width > 0)
                #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).count == 4)
                #expect(try app.quit() == 0)
                #expect(app.stderr.isEmpty, "stderr: \(app.stderr)")
            }
        }
    }
}
