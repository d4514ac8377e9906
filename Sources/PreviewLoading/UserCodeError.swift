// Everything that can go wrong between the user's files and their previews on screen, said plainly.

import Foundation

/// Why the previews of the user's files could not be built or loaded. The description is the message to
/// show: one sentence on what happened and what to change, then details (the compiler's messages).
public enum UserCodeError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist, cannot be read, or is not a `.swift` file; `reason` says which.
    case unreadableSource(path: String, reason: String)
    /// None of the files declares a type conforming to `PreviewProvider`.
    case noPreviews(files: [String])
    /// No `swiftc` was found; `searched` lists where the previewer looked.
    case compilerNotFound(searched: [String])
    /// The previewer's own module files (which the user's code compiles against) are missing.
    case modulesNotFound(folder: String)
    /// The compiler rejected the files: its diagnostics, errors first, and its whole output.
    case compileFailed(messages: [CompilerMessage], output: String)
    /// The built library could not be loaded or has no entry point; `reason` is the dynamic linker's text.
    case loadFailed(library: String, reason: String)
    /// The library carries its own copy of Cartography, so its views and previews would not be the host's:
    /// casts would fail silently. `image` is the file holding that copy.
    case ownCopyOfCartography(library: String, image: String)

    public var description: String {
        switch self {
        case .unreadableSource(let path, let reason):
            return "\(path): \(reason)"
        case .noPreviews(let files):
            let names = files.map { ($0 as NSString).lastPathComponent }
            let subject =
                names.count == 1
                ? "\(names[0]) declares no PreviewProvider"
                : "none of \(names.joined(separator: ", ")) declares a PreviewProvider"
            let example = Self.exampleProviderName(for: names.first ?? "Screen.swift")
            return "\(subject); add struct \(example): PreviewProvider { static var previews: [Preview] { … } }"
        case .compilerNotFound(let searched):
            return "swiftc was not found (looked in \(searched.joined(separator: ", "))); "
                + "put the Swift toolchain's bin folder on PATH, or set SWIFTC to the compiler's path"
        case .modulesNotFound(let folder):
            return "the previewer's module files are missing (no Cartography.swiftmodule in \(folder)); "
                + "rebuild the previewer with swift build and run it from its build folder, or install it with "
                + "scripts/install, which copies them to PREFIX/lib/previewer/Modules"
        case .compileFailed(let messages, let output):
            // The first error first, as the compiler printed it, each with its notes.
            let errors = messages.filter { $0.severity == .error }
            guard !errors.isEmpty else { return "the compiler failed without a located error:\n\(output)" }
            return errors.flatMap { [$0.description] + $0.notes.map { "  \($0.description)" } }
                .joined(separator: "\n")
        case .loadFailed(let library, let reason):
            return "the built library \(library) could not be loaded: \(reason)"
        case .ownCopyOfCartography(let library, let image):
            return "\(library) carries its own copy of Cartography (in \(image)), so its views would not be the "
                + "previewer's; build it without linking Cartography (swiftc -emit-library against the "
                + "previewer's Modules folder), or depend on the previewer's Cartography instead of another copy"
        }
    }

    /// `ProfileHeader_Previews` for `ProfileHeader.swift`: the name a newcomer would give the provider.
    static func exampleProviderName(for fileName: String) -> String {
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        let identifier = stem.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = identifier.first, !first.isNumber else { return "Screen_Previews" }
        return identifier + "_Previews"
    }
}
