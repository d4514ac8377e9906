// The numbers the solver fuzzer draws from: ordinary ones, the supported range's limits, and just beyond.

enum Numbers {
    static let coefficients: [Double] = [
        1, -1, 2, -2, 0.5, -0.25, 3, 1.0 / 3, 0, 7, 1e-3, -1e3,
        1e-9, -1e-9, 1e9, -1e9, 1.0000001e9, 9e-10, 1e15, 1e-300, .nan, .infinity, -.greatestFiniteMagnitude,
    ]
    static let constants: [Double] = [
        0, 0, 1, -1, 10, -100, 37.25, 0.5, 1e-9, 1e6, -1e6, 1e6 + 1, -2e6, 1e300, .nan, -.infinity,
    ]
    static let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250, 1, 999.5, 0.5, 0, -1, 1001, .nan, 1e-300]
    static let weights: [Double] = [1, 1, 2, 0.5, 1e-3, 1e3, 9e-4, 2e3, 0, .nan, 1e300]
    static let suggestions: [Double] = [0, 100, -50, 375, 0.5, 1e6, -1e6, 1.5e6, .nan, .infinity, 1e-9]
}
