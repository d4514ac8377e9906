// libFuzzer entry for the loader's rewrite of Objective-C-only syntax: any bytes, read as Swift source.

import Foundation

/// Runs one input as a file's text. A finding: a trap or a hang; a rewrite that moves a line, changes a byte
/// it says it copied, changes a file with no Objective-C syntax in it, or leaves Objective-C syntax for a
/// second rewrite to find; or a map that sends a copied byte elsewhere.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRewrite(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    guard let rewrite = ObjectiveCRewrite.rewrite(source) else { return 0 }
    RewriteChecks(source: source, rewrite: rewrite).run()
    return 0
}

/// The invariants of one rewrite.
struct RewriteChecks {
    let source: String
    let rewrite: RewrittenSource

    func run() {
        let original = Array(source.utf8)
        let output = Array(rewrite.text.utf8)
        // Objective-C syntax starts with `@`, `#` or the word `dynamic`: a file without them cannot change.
        check(
            original.contains(UInt8(ascii: "@")) || original.contains(UInt8(ascii: "#")) || source.contains("dynamic"),
            "a file with no Objective-C syntax changed")
        check(
            original.count { $0 == UInt8(ascii: "\n") } == output.count { $0 == UInt8(ascii: "\n") },
            "the rewrite changed the number of lines")
        var covered = 0
        for segment in rewrite.map.segments {
            check(segment.output == covered, "the map's segments leave a gap at \(covered)")
            covered += segment.length
            guard segment.isCopied else { continue }
            for index in 0..<segment.length {
                let copied = output[segment.output + index]
                let from = original[segment.original + index]
                // A copied byte is the original's, or a space blanking an attribute.
                check(
                    copied == from || copied == UInt8(ascii: " "), "a copied byte changed at \(segment.output + index)")
            }
            let start = position(of: segment.output, in: output)
            let mapped = rewrite.map.originalPosition(line: start.line, column: start.column)
            check(mapped == position(of: segment.original, in: original), "a copied segment maps elsewhere")
        }
        check(covered == output.count, "the map covers \(covered) of \(output.count) bytes")
        check(ObjectiveCRewrite.rewrite(rewrite.text) == nil, "a second rewrite found Objective-C syntax")
    }

    func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
        guard !condition else { return }
        fatalError("\(problem()) in \(source.debugDescription)")
    }

    /// Line and byte column (from 1) of `offset` in `bytes`.
    func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }
}
