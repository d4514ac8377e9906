// `--sheet`: one preview in each of its variants, side by side in one labelled contact sheet.

import Cartography
import Foundation
import GtkKit

/// Shows the preview in each variant in turn (the root's layout direction set, the content area resized to
/// the variant's size), takes a picture of the root view there, and saves the pictures in a row, each
/// captioned with the variant's name and size. A filmstrip (`--filmstrip`) is the same, with widths for variants.
@MainActor
final class VariantSheet {
    private let session: PreviewerSession
    private let variants: [PreviewVariant]
    /// Whether captions carry the variant's name as well as the root's size.
    private let namesVariants: Bool
    private let sheet = PictureSheet()

    init(session: PreviewerSession, variants: [PreviewVariant], namesVariants: Bool = true) {
        self.session = session
        self.variants = variants
        self.namesVariants = namesVariants
    }

    /// `--filmstrip`: the shown preview at each of `widths`, at one height and in its own layout direction,
    /// captioned with the root's size only.
    static func filmstrip(session: PreviewerSession, widths: [Int], height: Int) -> VariantSheet {
        let direction = session.document.root.effectiveUserInterfaceLayoutDirection
        let variants = widths.map { width in
            PreviewVariant("\(width)", size: CGSize(width: width, height: height), layoutDirection: direction)
        }
        return VariantSheet(session: session, variants: variants, namesVariants: false)
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
                let size = "\(root.width) × \(root.height)"
                let chrome = DeviceChromePainter(
                    variant: variant, content: session.document.content, title: session.document.title)
                try sheet.capture(
                    session.renderer.widget, caption: namesVariants ? "\(variant.name) · \(size)" : size,
                    decoration: chrome.map { painter in { context in painter.draw(on: context) } })
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
    /// Applies the variant's traits and bars to the content (`PreviewContent.apply`), resizes the content area to the variant's size, finishes any
    /// animation, and calls `ready` after the next layout (nil) or with what went wrong.
    static func show(
        _ variant: PreviewVariant, in session: PreviewerSession, ready: @escaping @MainActor (String?) -> Void
    ) {
        let size = PixelSize(width: Int(variant.size.width.rounded()), height: Int(variant.size.height.rounded()))
        if let problem = session.window.problemResizingContent(to: size) {
            ready("\(variant.name): \(problem)")
            return
        }
        // Direction, appearance, text scale; the device's bars set the safe area and layout guides.
        session.document.content.apply(variant)
        // A direction change at the same size resizes nothing: this layout pass mirrors the views.
        session.renderer.setNeedsLayout()
        session.resize(to: size) { outcome in
            guard case .reached = outcome else {
                ready("\(variant.name): the content area did not reach \(size)")
                return
            }
            // A layout that animates across a breakpoint is pictured where it ends up, not on its way.
            session.stage.animator.finishAll(finished: true)
            session.renderer.afterNextLayout { ready(nil) }
        }
    }
}
