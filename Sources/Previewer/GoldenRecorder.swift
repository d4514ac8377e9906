// `--record DIR`: every preview in each of its variants, saved as a picture and its frames, golden snapshots.

import Cartography
import Foundation
import GtkKit

/// Shows every preview of the catalog in each of its variants in turn and saves, for each,
/// `DIR/<preview>/<variant>.png` (the root view) and `DIR/<preview>/<variant>.json` (the view tree with its
/// frames, as `--dump-frames` prints it): the references `--verify` compares a later run with.
@MainActor
final class GoldenRecorder {
    private let session: PreviewerSession
    private let folder: URL
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        // Sorted and indented, so that a reference's change reads well in a review.
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }()

    init(session: PreviewerSession, folder: String) {
        self.session = session
        self.folder = URL(fileURLWithPath: folder)
    }

    /// The file name a preview's or variant's name is saved under: a slash would make a folder of it.
    static func fileName(_ name: String) -> String {
        name.replacingOccurrences(of: "/", with: "∕")
    }

    /// Records every preview × variant, then calls `done` with what went wrong, if anything.
    func record(done: @escaping @MainActor (String?) -> Void) {
        step(preview: 0, variant: 0, done: done)
    }

    private func step(preview index: Int, variant: Int, done: @escaping @MainActor (String?) -> Void) {
        let entries = session.window.sidebar.entries
        guard index < entries.count else {
            done(nil)
            return
        }
        let preview = entries[index].preview
        guard variant < preview.variants.count else {
            step(preview: index + 1, variant: 0, done: done)
            return
        }
        if variant == 0, let problem = session.showPreview(named: preview.name) {
            done(problem)
            return
        }
        let shown = preview.variants[variant]
        VariantShowing.show(shown, in: session) { [self] problem in
            if let problem {
                done("\(preview.name): \(problem)")
                return
            }
            let base = folder.appendingPathComponent(Self.fileName(preview.name))
                .appendingPathComponent(Self.fileName(shown.name))
            do {
                try FileManager.default.createDirectory(
                    at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
                try session.renderer.widget.savePNG(to: base.path + ".png", scale: 1)
                try encoder.encode(GoldenFrames(session.frames())).write(to: URL(fileURLWithPath: base.path + ".json"))
            } catch {
                done("\(preview.name), \(shown.name): \(error)")
                return
            }
            step(preview: index, variant: variant + 1, done: done)
        }
    }
}

/// What a golden snapshot keeps of the frames: the preview, its seed, the root's size and the view tree, but
/// not where the window happens to sit or how many layout passes it took, which differ from run to run.
struct GoldenFrames: Encodable {
    var preview: String
    var seed: UInt32
    var root: FrameReport.Size
    var views: FrameReport.ViewNode

    init(_ report: FrameReport) {
        preview = report.preview
        seed = report.seed
        root = report.root
        views = report.views
    }
}
