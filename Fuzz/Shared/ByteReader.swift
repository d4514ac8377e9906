// Decoding a fuzzer's input bytes into choices: every byte string is a valid program of operations.

/// Reads choices from the fuzzer's bytes; past the end every read is 0, so short inputs still decode.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: UnsafePointer<UInt8>, count: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: count))
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<bound` (bound at most 256).
    mutating func below(_ bound: Int) -> Int {
        Int(byte()) % bound
    }

    mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// One of the values, chosen by the next byte.
    mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// Eight bytes as a double, any bit pattern: NaNs, infinities, denormals and all.
    mutating func rawDouble() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// Mostly one of the interesting values, sometimes (1 in 8) any double at all.
    mutating func number(from interesting: [Double]) -> Double {
        below(8) == 0 ? rawDouble() : pick(interesting)
    }
}
