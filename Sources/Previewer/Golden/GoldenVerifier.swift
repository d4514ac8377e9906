// `--verify DIR`: every preview × variant rendered again and compared with the snapshots `--record` saved.

import Cartography
import Foundation
import GtkKit
import PreviewerCore

/// Renders each preview × variant as `--record` did and compares it with `DIR/<preview>/<variant>.png` and
/// `.json`: the frames exactly (see `FramesComparison`), the pixels within an `ImageTolerance`. For each
/// failure it writes the actual picture and a difference image (beside the reference, or in the failures
/// folder with a copy of the reference), lists references that are missing and ones no preview × variant
/// has, and ends with `golden: N passed, M failed, K missing, L orphaned`.
@MainActor
final class GoldenVerifier {
    private let session: PreviewerSession
    private let walk: GoldenWalk
    private let folder: URL
    private let only: String?
    private let tolerance: ImageTolerance
    private let failures: URL?
    private var passed = 0
    private var failed = 0
    private var missing = 0
    private var expected: Set<String> = []

    init(
        session: PreviewerSession, folder: String, only: String?, skipped: [String], among: Set<String>? = nil,
        tolerance: ImageTolerance, failures: String?, variants: VariantChoice? = nil
    ) {
        self.session = session
        self.folder = URL(fileURLWithPath: folder)
        self.only = only
        self.tolerance = tolerance
        self.failures = failures.map { URL(fileURLWithPath: $0) }
        walk = GoldenWalk(
            session: session, folder: self.folder, only: only, skipped: skipped, among: among, variants: variants)
    }

    /// Verifies every preview × variant, prints the summary, then calls `done` with the exit status (0 when
    /// every snapshot matched and none is missing or orphaned, 1 otherwise) or what stopped the run.
    func verify(done: @escaping @MainActor (Result<Int32, VerifyStop>) -> Void) {
        walk.walk(visit: { [unowned self] entry in self.check(entry) }) { [unowned self] problem in
            if let problem {
                done(.failure(VerifyStop(message: problem)))
                return
            }
            let orphans = GoldenFolder.orphans(
                in: folder, expected: expected, only: only.map(GoldenWalk.fileName), skipped: walk.skippedFolders)
            for orphan in orphans {
                Console.printText("golden: orphaned \(orphan): no preview × variant is filed there")
            }
            Console.printText(
                "golden: \(passed) passed, \(failed) failed, \(missing) missing, \(orphans.count) orphaned")
            done(.success(failed + missing + orphans.count == 0 ? 0 : 1))
        }
    }

    /// Compares one preview × variant; nil to go on, or what stops the run (a file that cannot be written).
    private func check(_ entry: GoldenEntry) -> String? {
        expected.insert(entry.base.path)
        let fileManager = FileManager.default
        let absent = [entry.picturePath, entry.framesPath].filter { !fileManager.fileExists(atPath: $0) }
        guard absent.isEmpty else {
            missing += 1
            let names = absent.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " and ")
            Console.printText(
                "golden: missing \(entry.label): no \(names) in \(entry.base.deletingLastPathComponent().path) (run --record)"
            )
            return nil
        }
        do {
            let actualImage = try session.renderer.widget.renderImage(scale: 1)
            let actualFrames = try GoldenFrames.encoded(session.frames(), variant: entry.variant.name)
            var problems: [String] = []
            var comparison: ImageComparison?
            do throws(PixelImageError) {
                let reference = try PixelImage(contentsOfPNG: entry.picturePath)
                let compared = ImageComparison(actual: actualImage, reference: reference, tolerance: tolerance)
                comparison = compared
                if compared.sizeMismatch {
                    problems.append(
                        "the picture is \(actualImage.width)×\(actualImage.height), the reference "
                            + "\(reference.width)×\(reference.height)")
                } else if !compared.passes(tolerance) {
                    problems.append(
                        "\(compared.differingPixels) of \(compared.totalPixels) pixels ("
                            + String(format: "%.2f", compared.differingPercent) + " %, at most "
                            + "\(tolerance.differingPercent) % allowed) differ by more than ΔE "
                            + "\(tolerance.deltaE) (largest " + String(format: "%.1f", compared.largestDifference) + ")"
                    )
                }
            } catch {
                problems.append(error.description)
            }
            let framesProblem = try Self.framesDifference(reference: entry.framesPath, actual: actualFrames)
            if let framesProblem { problems.append("frames: \(framesProblem)") }
            guard problems.isEmpty else {
                failed += 1
                Console.printText("golden: FAIL \(entry.label): " + problems.joined(separator: "; "))
                try writeFailure(entry, actual: actualImage, frames: actualFrames, comparison: comparison)
                return nil
            }
            passed += 1
            if failures == nil {
                // A passing snapshot keeps no failure files from an earlier run beside it.
                for suffix in ["actual.png", "diff.png", "actual.json"] {
                    try? fileManager.removeItem(atPath: entry.sibling(suffix))
                }
            }
            return nil
        } catch {
            return "\(entry.label): \(error)"
        }
    }

    private static func framesDifference(reference path: String, actual: Data) throws -> String? {
        let decoder = JSONDecoder()
        let reference: JSONValue
        do {
            reference = try decoder.decode(JSONValue.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return "\(path) is not JSON frames (\(error.localizedDescription))"
        }
        return FramesComparison.firstDifference(
            reference: reference, actual: try decoder.decode(JSONValue.self, from: actual))
    }

    /// Writes `<variant>.actual.png`, `.diff.png` and `.actual.json` beside the reference, or, with a failures
    /// folder, `<preview>/<variant>.reference.png`, `.actual.png`, `.diff.png` and `.actual.json` there.
    private func writeFailure(
        _ entry: GoldenEntry, actual: PixelImage, frames: Data, comparison: ImageComparison?
    ) throws {
        var base = entry.base
        if let failures {
            base = failures.appendingPathComponent(GoldenWalk.fileName(entry.preview.name))
                .appendingPathComponent(GoldenWalk.fileName(entry.variant.name))
            try FileManager.default.createDirectory(
                at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
            let copy = URL(fileURLWithPath: base.path + ".reference.png")
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(atPath: entry.picturePath, toPath: copy.path)
        }
        try actual.savePNG(to: base.path + ".actual.png")
        try comparison?.differenceImage.savePNG(to: base.path + ".diff.png")
        try frames.write(to: URL(fileURLWithPath: base.path + ".actual.json"))
        let written = ["actual.png", comparison == nil ? nil : "diff.png"].compactMap { $0 }
        Console.printText(
            "  reference \(entry.picturePath); " + written.map { "\(base.path).\($0)" }.joined(separator: ", "))
    }
}

/// Why `--verify` stopped before comparing everything (a preview that cannot be shown, a file not written).
struct VerifyStop: Error {
    var message: String
}

/// What is filed in a golden folder.
enum GoldenFolder {
    /// The suffixes of what `--verify` writes beside a reference, which are not references themselves.
    static let outputSuffixes = [".actual", ".diff", ".reference"]

    /// `<preview>/<variant>` of each reference (a `.png` or `.json` under a preview's folder) whose path,
    /// without the extension, is not in `expected`; only under the folder `only` when given, never under a skipped one.
    static func orphans(in folder: URL, expected: Set<String>, only: String?, skipped: Set<String>) -> [String] {
        let fileManager = FileManager.default
        let previews = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        var found: Set<String> = []
        for preview in previews.sorted()
        where !preview.hasPrefix(".") && (only == nil || preview == only) && !skipped.contains(preview) {
            let previewFolder = folder.appendingPathComponent(preview)
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: previewFolder.path, isDirectory: &isFolder), isFolder.boolValue
            else { continue }
            for file in (try? fileManager.contentsOfDirectory(atPath: previewFolder.path)) ?? [] {
                let url = previewFolder.appendingPathComponent(file)
                guard ["png", "json"].contains(url.pathExtension) else { continue }
                let base = url.deletingPathExtension()
                let stem = base.lastPathComponent
                guard !outputSuffixes.contains(where: { stem.hasSuffix($0) }), !expected.contains(base.path) else {
                    continue
                }
                found.insert("\(preview)/\(stem)")
            }
        }
        return found.sorted()
    }

    /// The seed the snapshots were recorded with (the first reference's), so that a verify without `--seed`
    /// makes the same random content.
    static func recordedSeed(in folder: String) -> UInt32? {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: folder)
        for preview in ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let previewFolder = root.appendingPathComponent(preview)
            for file in ((try? fileManager.contentsOfDirectory(atPath: previewFolder.path)) ?? []).sorted()
            where file.hasSuffix(".json") && !file.hasSuffix(".actual.json") {
                guard let data = try? Data(contentsOf: previewFolder.appendingPathComponent(file)),
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let seed = object["seed"] as? NSNumber
                else { continue }
                return seed.uint32Value
            }
        }
        return nil
    }
}
