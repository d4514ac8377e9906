// `--sheet`: one preview in each of its variants, side by side in one labelled contact sheet.

import Cartography
import GtkKit

/// Shows the preview in each variant in turn (the root's layout direction set, the content area resized to
/// the variant's size), takes a picture of the root view there, and saves the pictures in a row, each
/// captioned with the variant's name and size.
@MainActor
final class VariantSheet {
    private let session: PreviewerSession
    private let variants: [PreviewVariant]
    private let sheet = PictureSheet()

    init(session: PreviewerSession, variants: [PreviewVariant]) {
        self.session = session
        self.variants = variants
    }

    /// Renders every variant, saves the sheet at `path`, then calls `done` with what went wrong, if anything.
    func render(to path: String, done: @escaping @MainActor (String?) -> Void) {
        step(0, path: path, done: done)
    }

    private func step(_ index: Int, path: String, done: @escaping @MainActor (String?) -> Void) {
        guard index < variants.count else {
            do {
                try sheet.savePNG(to: path)
                done(nil)
            } catch {
                done(error.description)
            }
            return
        }
        let variant = variants[index]
        VariantShowing.show(variant, in: session) { [self] problem in
            if let problem {
                done(problem)
                return
            }
            do throws(SnapshotError) {
                let root = session.renderer.widget.allocatedSize
                try sheet.capture(session.renderer.widget, caption: "\(variant.name) · \(root.width) × \(root.height)")
            } catch {
                done(error.description)
                return
            }
            step(index + 1, path: path, done: done)
        }
    }
}

/// Puts the session's preview in one variant and waits until it is laid out and drawn there.
@MainActor
enum VariantShowing {
    /// Sets the root's layout direction, resizes the content area to the variant's size, finishes any
    /// animation, and calls `ready` after the next layout (nil) or with what went wrong.
    static func show(
        _ variant: PreviewVariant, in session: PreviewerSession, ready: @escaping @MainActor (String?) -> Void
    ) {
        let size = PixelSize(width: Int(variant.size.width.rounded()), height: Int(variant.size.height.rounded()))
        if let problem = session.window.problemResizingContent(to: size) {
            ready("\(variant.name): \(problem)")
            return
        }
        session.document.content.rootView.layoutDirection = variant.layoutDirection
        // A direction change at the same size resizes nothing: this layout pass mirrors the views.
        session.renderer.setNeedsLayout()
        session.resize(to: size) { outcome in
            guard case .reached = outcome else {
                ready("\(variant.name): the content area did not reach \(size)")
                return
            }
            // A layout that animates across a breakpoint is pictured where it ends up, not on its way.
            session.animator.finishAll(finished: true)
            session.renderer.afterNextLayout { ready(nil) }
        }
    }
}
