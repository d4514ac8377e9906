// Where a constraint was written: captured as a return address, turned into file:line only when shown.

import CFramePointer
import Foundation
@_spi(Internal) import Runtime
import Synchronization

/// A file name and line, shown after constraint descriptions: `NineGridViewController.swift:57`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's name (last path component).
    public let file: String
    public let line: Int

    public init(file: String, line: Int) {
        self.file = (file as NSString).lastPathComponent
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

/// Switches for debugging aids.
public enum LayoutDebugging {
    static let capturesCallSitesFlag = Atomic<Bool>(true)

    /// Whether each constraint made by the DSL records the exact line it was written on (a frame-pointer
    /// read: about 25 ns). When off, constraints record the line of their `constrain` call.
    public static var capturesCallSites: Bool {
        get { capturesCallSitesFlag.load(ordering: .relaxed) }
        set { capturesCallSitesFlag.store(newValue, ordering: .relaxed) }
    }
}

/// The shared libraries of the process, read once (reading them per constraint would cost 200 µs).
let processImages = ImageMap.capture()

/// Symbolicated locations by return address, so a report over thousands of constraints from the same
/// few lines reads the debug information once per line.
let symbolicatedLocations = Mutex<[UInt: SourceLocation?]>([:])

/// Where a constraint came from: the return address into the code that wrote it, turned into a file and
/// line from the binary's debug information when first shown, and the line of the enclosing `constrain`
/// call as a fallback.
///
/// Capturing is one read of the frame-pointer chain (25 ns; the Runtime module's `Backtrace.capture`
/// cost 1.6 µs per constraint, a fifth of building a large layout through the DSL). Symbolicating
/// uses the Runtime module's symbolicator, which takes a stored address only through its internal
/// interface: that path is compiled for the toolchain it was checked with, and other toolchains fall
/// back to capturing a full backtrace.
struct CallSite {
    let returnAddress: UInt
    let backtrace: Backtrace?
    let fallback: SourceLocation?

    static let none = CallSite(returnAddress: 0, backtrace: nil, fallback: nil)

    /// Where the caller of the function that calls this one will return to: call it directly from a
    /// public DSL entry point marked `@inline(never)`.
    @inline(never)
    static func capture(fallback: SourceLocation?) -> CallSite {
        guard LayoutDebugging.capturesCallSites else {
            return CallSite(returnAddress: 0, backtrace: nil, fallback: fallback)
        }
        #if compiler(>=6.3) && compiler(<6.4)
            // Depth 1: skip where this function returns to (the DSL entry point) to where the entry
            // point returns to (the user's line).
            return CallSite(returnAddress: UInt(cframe_return_address(1)), backtrace: nil, fallback: fallback)
        #else
            let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 2, offset: 2, top: 0, images: processImages)
            return CallSite(returnAddress: 0, backtrace: backtrace, fallback: fallback)
        #endif
    }

    /// The file and line, from debug information if available, else the fallback.
    var location: SourceLocation? {
        // Reports describe thousands of constraints written on a few lines: look the address up first.
        if returnAddress != 0, let cached = symbolicatedLocations.withLock({ $0[returnAddress] }) {
            return cached ?? fallback
        }
        guard let backtrace = addressBacktrace ?? backtrace,
            let frame = backtrace.frames.first(where: { _ in true })
        else { return fallback }
        let address: UInt
        switch frame {
        case .returnAddress(let value), .programCounter(let value), .asyncResumePoint(let value):
            address = UInt(value) ?? 0
        default: return fallback
        }
        if let cached = symbolicatedLocations.withLock({ $0[address] }) { return cached ?? fallback }
        var found: SourceLocation?
        if let symbolicated = backtrace.symbolicated(with: processImages),
            let source = symbolicated.frames.first?.symbol?.sourceLocation, source.line > 0
        {
            found = SourceLocation(file: source.path, line: source.line)
        }
        symbolicatedLocations.withLock { $0[address] = .some(found) }
        return found ?? fallback
    }

    private var addressBacktrace: Backtrace? {
        guard returnAddress != 0 else { return nil }
        #if compiler(>=6.3) && compiler(<6.4)
            return Backtrace(
                architecture: "x86_64", frames: [RichFrame<UInt64>.returnAddress(UInt64(returnAddress))],
                images: processImages)
        #else
            return nil
        #endif
    }
}
