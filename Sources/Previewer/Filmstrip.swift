// `--filmstrip`: one preview at several widths, side by side in one labelled picture.

import GtkKit

/// Resizes the content area to each width in turn (at one height), takes a picture of the root view there
/// (all of it: a root taller than the window is pictured whole), and saves the pictures in a row, each
/// captioned with its size.
@MainActor
final class Filmstrip {
    private let session: PreviewerSession
    private let widths: [Int]
    private let height: Int
    private let sheet = PictureSheet()

    init(session: PreviewerSession, widths: [Int], height: Int) {
        self.session = session
        self.widths = widths
        self.height = height
    }

    /// Renders every width, saves the strip at `path`, then calls `done` with what went wrong, if anything.
    func render(to path: String, done: @escaping @MainActor (String?) -> Void) {
        step(0, path: path, done: done)
    }

    private func step(_ index: Int, path: String, done: @escaping @MainActor (String?) -> Void) {
        guard index < widths.count else {
            do {
                try sheet.savePNG(to: path)
                done(nil)
            } catch {
                done(error.description)
            }
            return
        }
        let size = PixelSize(width: widths[index], height: height)
        if let problem = session.window.problemResizingContent(to: size) {
            done(problem)
            return
        }
        session.resize(to: size) { [self] outcome in
            guard case .reached = outcome else {
                done("the content area did not reach \(size)")
                return
            }
            // A layout that animates across a breakpoint is pictured where it ends up, not on its way.
            session.animator.finishAll(finished: true)
            session.renderer.afterNextLayout { [self] in
                do throws(SnapshotError) {
                    let root = session.renderer.widget.allocatedSize
                    try sheet.capture(session.renderer.widget, caption: "\(root.width) × \(root.height)")
                } catch {
                    done(error.description)
                    return
                }
                step(index + 1, path: path, done: done)
            }
        }
    }
}
