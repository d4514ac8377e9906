// `--record DIR`: every preview in each of its variants, saved as a picture and its frames, golden snapshots.

import Cartography
import Foundation
import GtkKit
import PreviewerCore

/// Shows every preview of the catalog (only the user's with `--source` or `--package`, only `--preview`'s when
/// given) in each of its variants in turn and saves, for each, `DIR/<preview>/<variant>.png` (the root view) and `DIR/<preview>/<variant>.json` (the view tree with
/// its frames, as `--dump-frames` prints it): the references `--verify` compares a later run with.
@MainActor
final class GoldenRecorder {
    private let session: PreviewerSession
    private let walk: GoldenWalk
    private let folder: String

    init(
        session: PreviewerSession, folder: String, only: String? = nil, skipped: [String] = [],
        among: Set<String>? = nil, variants: VariantChoice? = nil
    ) {
        self.session = session
        self.folder = folder
        walk = GoldenWalk(
            session: session, folder: URL(fileURLWithPath: folder), only: only, skipped: skipped, among: among,
            variants: variants)
    }

    /// Records every preview × variant, says on standard output what it wrote, then calls `done` with what went
    /// wrong, if anything.
    func record(done: @escaping @MainActor (String?) -> Void) {
        var pictures = 0
        var previews: Set<String> = []
        walk.walk(
            visit: { [session] entry in
                do {
                    try FileManager.default.createDirectory(
                        at: entry.base.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try session.renderer.widget.savePNG(to: entry.picturePath, scale: 1)
                    try GoldenFrames.encoded(session.frames(), variant: entry.variant.name).write(
                        to: URL(fileURLWithPath: entry.framesPath))
                    pictures += 1
                    previews.insert(entry.preview.name)
                    return nil
                } catch {
                    return "\(entry.label): \(error)"
                }
            },
            done: { [folder] problem in
                if problem == nil {
                    Console.printText(
                        "recorded \(pictures) pictures and their frames of \(previews.count) previews in \(folder)")
                }
                done(problem)
            })
    }
}

/// What a golden snapshot keeps of the frames: the preview, its seed, the root's size and the view tree, but
/// not where the window happens to sit or how many layout passes it took, which differ from run to run.
struct GoldenFrames: Encodable {
    var preview: String
    /// The variant's readable name (the file's name is a portable form of it).
    var variant: String
    var seed: UInt32
    var root: FrameReport.Size
    var views: FrameReport.ViewNode

    init(_ report: FrameReport, variant: String) {
        preview = report.preview
        self.variant = variant
        seed = report.seed
        root = report.root
        views = report.views
    }

    /// The JSON a reference holds: sorted and indented, so that a reference's change reads well in a review.
    static func encoded(_ report: FrameReport, variant: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(GoldenFrames(report, variant: variant))
    }
}
