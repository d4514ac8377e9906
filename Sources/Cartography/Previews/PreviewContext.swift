// What the host gives a preview's body: a seeded random source and the values its command line set.

/// What a preview's body may ask of the host that shows it.
///
/// A body that uses randomness takes it from ``random``, so a seed reproduces what was seen; the previewer
/// shows the seed it used.
public struct PreviewContext {
    /// The seed of ``random``.
    public let seed: UInt64
    /// A generator seeded with ``seed``, for bodies that make random content.
    public var random: any RandomNumberGenerator
    /// How many items a preview with a variable number of them should show (the previewer's `--count`), or
    /// nil for its own choice.
    public let itemCount: Int?

    /// A context whose generator is `random`, made from `seed` by the host.
    public init(seed: UInt64, random: any RandomNumberGenerator, itemCount: Int? = nil) {
        self.seed = seed
        self.random = random
        self.itemCount = itemCount
    }

    /// A context with the library's own seeded generator, for tests and hosts without one.
    public init(seed: UInt64 = 0, itemCount: Int? = nil) {
        self.init(seed: seed, random: SeededRandom(seed: seed), itemCount: itemCount)
    }
}
