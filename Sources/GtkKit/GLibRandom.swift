// GLib's GRand as a Swift random number generator, so seeded runs repeat exactly.

import CGtk

/// A `RandomNumberGenerator` backed by GLib's GRand (a Mersenne Twister).
///
/// Pass it wherever a generator is injected; the same seed gives the same sequence on every run and machine.
///
/// ```swift
/// var random = GLibRandom(seed: 3)
/// let count = Int.random(in: 1...9, using: &random)
/// ```
public final class GLibRandom: RandomNumberGenerator {
    private let state: OpaquePointer

    /// A generator that repeats the same sequence for the same seed.
    public init(seed: UInt32) {
        state = g_rand_new_with_seed(seed)
    }

    /// A generator seeded from the system's entropy source.
    public init() {
        state = g_rand_new()
    }

    deinit {
        g_rand_free(state)
    }

    /// The next 64 random bits, from two 32-bit draws.
    public func next() -> UInt64 {
        let high = UInt64(g_rand_int(state))
        let low = UInt64(g_rand_int(state))
        return high << 32 | low
    }
}
