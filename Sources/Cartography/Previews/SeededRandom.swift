// A small seeded random number generator, and arc4random-style helpers that take a generator.

/// A seeded generator (SplitMix64): the same seed gives the same numbers on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers are decided by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random 32-bit number from an injected generator, in place of Darwin's `arc4random()`.
public func arc4random(using generator: inout some RandomNumberGenerator) -> UInt32 {
    UInt32(truncatingIfNeeded: generator.next() >> 32)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A random number in `0..<bound` from an injected generator, in place of `arc4random_uniform`.
/// (Plain modulo, as the seed's `arc4random() % 9`: the tiny bias does not matter for colors and
/// counts, and it keeps every host's sequence identical for a seed.)
public func arc4random_uniform(_ bound: UInt32, using generator: inout some RandomNumberGenerator) -> UInt32 {
    bound == 0 ? 0 : arc4random(using: &generator) % bound
}
