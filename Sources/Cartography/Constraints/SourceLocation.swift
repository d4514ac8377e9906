// Where a constraint was written: captured as a return address, turned into file:line only when shown.

import CFramePointer
import Foundation
@_spi(Internal) import Runtime
import Synchronization

/// A file name and line, shown after constraint descriptions: `NineGridViewController.swift:57`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's name (last path component).
    public let file: String
    /// The line number, counted from 1.
    public let line: Int
    /// The file's path as the compiler or the debug information gave it (absolute for symbolicated call
    /// sites), for tools that open the file; not part of equality, which is the name and the line.
    public let path: String

    /// A location from a file path (the name shown is its last component) and a line.
    public init(file: String, line: Int) {
        self.file = (file as NSString).lastPathComponent
        self.line = line
        self.path = file
    }

    public var description: String { "\(file):\(line)" }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
    }
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

/// The images (executable and shared libraries) of the process, read once and read again only when an
/// address falls outside all of them: reading them per constraint would cost 200 µs, but a library loaded
/// later (a previewer's build of the user's files) must still resolve to its file and line.
enum ProcessImages {
    private static let current = Mutex(ImageMap.capture())

    /// The images as last read.
    static var map: ImageMap { current.withLock { $0 } }

    /// The images, read again first if none of them contains `address`.
    static func map(covering address: UInt) -> ImageMap {
        current.withLock { images in
            if images.indexOfImage(at: Backtrace.Address(UInt64(address))) == nil {
                images = ImageMap.capture()
            }
            return images
        }
    }
}

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
    /// Boxed: a `Backtrace?` is 49 bytes inline, in every layout constraint, and only toolchains without
    /// the stored-address path capture one.
    private let backtraceBox: BacktraceBox?
    let fallback: SourceLocation?

    var backtrace: Backtrace? { backtraceBox?.backtrace }

    init(returnAddress: UInt, backtrace: Backtrace?, fallback: SourceLocation?) {
        self.returnAddress = returnAddress
        backtraceBox = backtrace.map(BacktraceBox.init)
        self.fallback = fallback
    }

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
            let backtrace = try? Backtrace.capture(
                algorithm: .fast, limit: 2, offset: 2, top: 0, images: ProcessImages.map)
            return CallSite(returnAddress: 0, backtrace: backtrace, fallback: fallback)
        #endif
    }

    /// The file and line, from debug information if available, else the fallback.
    var location: SourceLocation? {
        guard let address = frameAddress else { return fallback }
        // Reports describe thousands of constraints written on a few lines: look the address up first.
        if let cached = symbolicatedLocations.withLock({ $0[address] }) { return cached ?? fallback }
        let images = ProcessImages.map(covering: address)
        var found: SourceLocation?
        if let backtrace = addressBacktrace(images: images) ?? backtrace,
            let symbolicated = backtrace.symbolicated(with: images),
            let source = symbolicated.frames.first?.symbol?.sourceLocation, source.line > 0
        {
            found = SourceLocation(file: source.path, line: source.line)
        }
        symbolicatedLocations.withLock { $0[address] = .some(found) }
        return found ?? fallback
    }

    /// The address to symbolicate: the stored return address, or the first frame of the backtrace.
    private var frameAddress: UInt? {
        if returnAddress != 0 { return returnAddress }
        guard let frame = backtrace?.frames.first(where: { _ in true }) else { return nil }
        switch frame {
        case .returnAddress(let value), .programCounter(let value), .asyncResumePoint(let value):
            return UInt(value)
        default: return nil
        }
    }

    private func addressBacktrace(images: ImageMap) -> Backtrace? {
        guard returnAddress != 0 else { return nil }
        #if compiler(>=6.3) && compiler(<6.4)
            return Backtrace(
                architecture: "x86_64", frames: [RichFrame<UInt64>.returnAddress(UInt64(returnAddress))],
                images: images)
        #else
            return nil
        #endif
    }
}

/// A captured backtrace, out of line (see `CallSite`).
final class BacktraceBox: Sendable {
    let backtrace: Backtrace

    init(_ backtrace: Backtrace) {
        self.backtrace = backtrace
    }
}
