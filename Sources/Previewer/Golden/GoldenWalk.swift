// Every preview × variant of the catalog shown in turn, for --record and --verify.

import Cartography
import Foundation
import PreviewerCore

/// One preview × variant on screen, and where its golden snapshot lives: `DIR/<preview>/<variant>.png` and
/// `.json`.
struct GoldenEntry {
    var preview: Preview
    var variant: PreviewVariant
    /// The snapshot's path without its extension.
    var base: URL

    /// `preview/variant`, as messages name it.
    var label: String { "\(preview.name)/\(variant.name)" }
    var picturePath: String { base.path + ".png" }
    var framesPath: String { base.path + ".json" }
    /// A path beside the snapshot: `<variant>.<suffix>`.
    func sibling(_ suffix: String) -> String { base.path + "." + suffix }
}

/// Shows every preview of the sidebar (or only the one called `only`) in each of its variants, one after
/// the other, and hands each to `visit` once it is laid out and drawn.
@MainActor
final class GoldenWalk {
    private let session: PreviewerSession
    private let folder: URL
    private let only: String?
    private let skipped: [String]
    private let among: Set<String>?
    private let choice: VariantChoice?

    /// Walks the previews called `only` (all when nil) that are `among` the given names (all when nil),
    /// less the `skipped` ones, each in the variants of `choice` (`--variants`), else its own.
    init(
        session: PreviewerSession, folder: URL, only: String?, skipped: [String], among: Set<String>? = nil,
        variants choice: VariantChoice? = nil
    ) {
        self.session = session
        self.folder = folder
        self.only = only
        self.skipped = skipped
        self.among = among
        self.choice = choice
    }

    /// The variants `preview` is walked in.
    func variants(of preview: Preview) -> [PreviewVariant] {
        choice?.variants(of: preview) ?? preview.variants
    }

    /// The file name a preview's or variant's name is saved under, portable to any file system, shell and
    /// archive: ASCII letters, digits, `.`, `_` and `-`; `×` becomes `x`, any other run of characters one `-`
    /// (`Small RTL` → `Small-RTL`, `Labels: wrapping` → `Labels-wrapping`). The JSON keeps the readable names.
    static func fileName(_ name: String) -> String {
        var portable = ""
        for character in name.replacingOccurrences(of: "×", with: "x") {
            if character.isASCII && (character.isLetter || character.isNumber || "._".contains(character)) {
                portable.append(character)
            } else if !portable.hasSuffix("-") {
                portable.append("-")
            }
        }
        let trimmed = portable.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return trimmed.isEmpty ? "-" : trimmed
    }

    /// The previews walked, in the sidebar's order.
    var previews: [Preview] {
        session.window.sidebar.entries.map(\.preview).filter {
            (only == nil || $0.name == only) && !skipped.contains($0.name) && among?.contains($0.name) != false
        }
    }

    /// The folder names of the previews left out, whose references are neither checked nor orphaned.
    var skippedFolders: Set<String> { Set(skipped.map(Self.fileName)) }

    /// Where `variant` of `preview` is filed.
    func entry(_ preview: Preview, _ variant: PreviewVariant) -> GoldenEntry {
        GoldenEntry(
            preview: preview, variant: variant,
            base: folder.appendingPathComponent(Self.fileName(preview.name))
                .appendingPathComponent(Self.fileName(variant.name)))
    }

    /// Visits each preview × variant; `visit` returns what went wrong, which stops the walk. `done` gets that,
    /// or nil once every one was visited.
    func walk(
        visit: @escaping @MainActor (GoldenEntry) -> String?, done: @escaping @MainActor (String?) -> Void
    ) {
        let names = Set(session.window.sidebar.entries.map(\.preview.name))
        if let unknown = skipped.first(where: { !names.contains($0) }) {
            done("--skip: there is no preview called \"\(unknown)\" (see --list)")
            return
        }
        step(previews, index: 0, variant: 0, visit: visit, done: done)
    }

    private func step(
        _ previews: [Preview], index: Int, variant: Int, visit: @escaping @MainActor (GoldenEntry) -> String?,
        done: @escaping @MainActor (String?) -> Void
    ) {
        guard index < previews.count else {
            done(nil)
            return
        }
        let preview = previews[index]
        let variants = self.variants(of: preview)
        guard variant < variants.count else {
            step(previews, index: index + 1, variant: 0, visit: visit, done: done)
            return
        }
        if variant == 0, let problem = session.showPreview(named: preview.name) {
            done(problem)
            return
        }
        let shown = variants[variant]
        VariantShowing.show(shown, in: session) { [self] problem in
            if let problem {
                done("\(preview.name): \(problem)")
                return
            }
            if let problem = visit(entry(preview, shown)) {
                done(problem)
                return
            }
            step(previews, index: index, variant: variant + 1, visit: visit, done: done)
        }
    }
}
