// Where a constraint was written: captured as a return address, turned into file:line only when shown.

import Foundation
import Runtime
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

/// Switches for debugging aids that cost time.
public enum LayoutDebugging {
    static let capturesCallSitesFlag = Atomic<Bool>(true)

    /// Whether each constraint made by the DSL records the exact line it was written on (about a
    /// microsecond per constraint). When off, constraints record the line of their `constrain` call.
    public static var capturesCallSites: Bool {
        get { capturesCallSitesFlag.load(ordering: .relaxed) }
        set { capturesCallSitesFlag.store(newValue, ordering: .relaxed) }
    }
}

/// The shared libraries of the process, read once: capturing them per constraint would cost 200 µs.
let processImages = ImageMap.capture()

/// Symbolicated locations by return address, so a report over thousands of constraints from the same
/// few lines reads the debug information once per line.
let symbolicatedLocations = Mutex<[Backtrace.Address: SourceLocation?]>([:])

/// Where a constraint came from: the return address into the code that wrote it (turned into a file
/// and line from the binary's debug information when first shown), and the line of the enclosing
/// `constrain` call as a fallback.
struct CallSite {
    let backtrace: Backtrace?
    let fallback: SourceLocation?

    static let none = CallSite(backtrace: nil, fallback: nil)

    /// The caller of the function that calls this one: call it directly from a public DSL entry point.
    @inline(never)
    static func capture(fallback: SourceLocation?) -> CallSite {
        guard LayoutDebugging.capturesCallSites else { return CallSite(backtrace: nil, fallback: fallback) }
        // Skip this function and the DSL entry point that called it.
        let backtrace = try? Backtrace.capture(algorithm: .fast, limit: 2, offset: 2, top: 0, images: processImages)
        return CallSite(backtrace: backtrace, fallback: fallback)
    }

    /// The file and line, from debug information if available, else the fallback.
    var location: SourceLocation? {
        guard let backtrace, let frame = backtrace.frames.first(where: { _ in true }) else { return fallback }
        let address: Backtrace.Address
        switch frame {
        case .returnAddress(let value), .programCounter(let value), .asyncResumePoint(let value): address = value
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
}
