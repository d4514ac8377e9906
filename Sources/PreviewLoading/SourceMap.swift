// Where each byte of a rewritten copy of the user's file came from, to move compiler messages back.

/// The positions of a rewritten file mapped back to the user's file.
///
/// The copy is made of segments: copied bytes map to the bytes they were copied from, inserted text maps to
/// the start of the text it replaced. Every replacement keeps the newlines it replaced, so lines never move;
/// columns after a replacement on the same line do, and are mapped back here.
struct SourceMap: Equatable {
    /// A run of the copy's bytes and where it came from.
    struct Segment: Equatable {
        /// Where the run starts in the copy, and its length.
        var output: Int
        var length: Int
        /// Where its bytes start in the original (copied), or the original text it replaced starts (inserted).
        var original: Int
        var isCopied: Bool
    }

    /// The segments in order, covering the whole copy.
    private(set) var segments: [Segment] = []
    private var outputLineStarts: [Int] = [0]
    private var originalLineStarts: [Int]
    private var outputLength = 0

    init(original: [UInt8]) {
        originalLineStarts = Self.lineStarts(of: original)
    }

    /// Records that `bytes` follow in the copy, copied from `original` if `isCopied`, else replacing text
    /// that started there.
    ///
    /// A concrete slice, not any collection: the generic version went unspecialized, and its metadata lookups
    /// were two thirds of a rewrite's time (perf, 8,000 lines).
    mutating func append(_ bytes: ArraySlice<UInt8>, from original: Int, isCopied: Bool) {
        guard !bytes.isEmpty else { return }
        if isCopied, let last = segments.last, last.isCopied, last.output + last.length == outputLength,
            last.original + last.length == original
        {
            segments[segments.count - 1].length += bytes.count
        } else {
            segments.append(Segment(output: outputLength, length: bytes.count, original: original, isCopied: isCopied))
        }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            outputLineStarts.append(outputLength + (index - bytes.startIndex) + 1)
        }
        outputLength += bytes.count
    }

    /// The user's line and column (both from 1, columns in bytes) for a position in the copy.
    func originalPosition(line: Int, column: Int) -> (line: Int, column: Int) {
        guard line >= 1, line <= outputLineStarts.count else { return (line, column) }
        let offset = outputLineStarts[line - 1] + max(column - 1, 0)
        // The last segment starting at or before the offset.
        var low = 0
        var high = segments.count - 1
        var found: Segment?
        while low <= high {
            let middle = (low + high) / 2
            if segments[middle].output <= offset {
                found = segments[middle]
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        guard let segment = found else { return (line, column) }
        let original = segment.isCopied ? segment.original + (offset - segment.output) : segment.original
        return position(ofOriginal: original)
    }

    private func position(ofOriginal offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = originalLineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if originalLineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - originalLineStarts[low] + 1)
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        return starts
    }
}
