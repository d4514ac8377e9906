// Loads a built library into the process and takes its preview providers through the entry point.

import CDynamicLinker
@_spi(PreviewLoading) import Cartography
import Foundation

/// A library loaded into the process, with the providers its entry point returned.
public struct LoadedPreviewLibrary {
    public var path: String
    /// The providers, in the order their files declare them.
    public var providers: [any PreviewProvider.Type]
    /// How long `dlopen` and the entry point took.
    public var loadDuration: Duration
}

/// Loads libraries built by ``UserPreviewBuild``. Never unloads one: unmapping Swift code crashes the
/// runtime's next conformance lookup, so each reload's image stays (about 40 KiB each).
public enum PreviewLibraryLoader {
    /// A Cartography symbol every copy of the library defines (`View`'s type metadata accessor): if the loaded
    /// library or one of its dependencies defines it too, that library has its own copy.
    static let probeSymbol = "$s11Cartography4ViewCMa"

    /// Loads the library at `path`, checks that it uses the process's Cartography, and calls its entry point.
    public static func load(path: String) throws(UserCodeError) -> LoadedPreviewLibrary {
        let clock = ContinuousClock()
        let start = clock.now
        // RTLD_NOW: a symbol the host does not export fails here, with its name, not at some later call.
        // RTLD_LOCAL: the next build defines the same names; none of them should become visible to it.
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw .loadFailed(library: path, reason: explainLoadFailure(lastError()))
        }
        if let image = ownCopyOfCartography(handle: handle) {
            throw .ownCopyOfCartography(library: path, image: image)
        }
        guard let symbol = dlsym(handle, PreviewEntryPoint.symbol) else {
            throw .loadFailed(
                library: path,
                reason: "it has no \(PreviewEntryPoint.symbol) entry point, so the previewer did not build it")
        }
        let entry = unsafeBitCast(symbol, to: PreviewEntryPoint.Function.self)
        guard let raw = entry() else {
            throw .loadFailed(library: path, reason: "its entry point returned no providers")
        }
        let box = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
        // Only a list of the host's own class casts: one made by a private copy of Cartography has other metadata.
        guard let list = box as? PreviewProviderList else {
            throw .ownCopyOfCartography(library: path, image: imagePath(of: raw) ?? path)
        }
        return LoadedPreviewLibrary(path: path, providers: list.providers, loadDuration: clock.now - start)
    }

    /// The file that holds another copy of Cartography reachable from `handle` (the library itself, or a
    /// library it links), or nil if its Cartography symbols are the process's own.
    static func ownCopyOfCartography(handle: UnsafeMutableRawPointer) -> String? {
        // dlsym on a handle searches only that library and its dependencies, never the executable: a hit means
        // a definition of its own.
        guard let theirs = dlsym(handle, probeSymbol) else { return nil }
        if let ours = cdl_global_symbol(probeSymbol), ours == theirs { return nil }
        return imagePath(of: theirs) ?? "an unknown image"
    }

    static func imagePath(of address: UnsafeRawPointer) -> String? {
        cdl_image_path(address).map { String(cString: $0) }
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }

    /// The dynamic linker's message, with what to change when the host does not export Cartography.
    static func explainLoadFailure(_ message: String) -> String {
        guard message.contains("undefined symbol") else { return message }
        return message
            + " (the host must export its Cartography: link the previewer with -Xlinker --export-dynamic, and "
            + "compile the files against the Modules folder of the same build)"
    }
}
