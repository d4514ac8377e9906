// The pixel snapping rule in integer arithmetic gives exactly the pixels of the rule it replaced (libm rounding).

import Foundation
import Testing

@testable import GtkKit

@Suite struct PixelSnappingTests {
    /// The rule as it was written before, with libm's `round`: each edge to the nearest millionth, then to the
    /// nearest pixel, halves away from zero.
    static func referencePixel(_ edge: Double) -> Int {
        guard edge.isFinite else { return 0 }
        let clamped = min(max(edge, -1_000_000), 1_000_000)
        return Int(((clamped * 1_000_000).rounded() / 1_000_000).rounded(.toNearestOrAwayFromZero))
    }

    @Test("Halves, negatives, solver noise and out-of-range edges snap to the expected pixels")
    func knownEdges() {
        let expected: [(Double, Int)] = [
            (0, 0), (-0.0, 0), (0.5, 1), (-0.5, -1), (1.5, 2), (-1.5, -2), (2.5, 3), (-2.5, -3),
            (0.49, 0), (-0.49, 0), (0.51, 1), (-0.51, -1), (99.9, 100), (-99.9, -100),
            // Floating-point noise below a millionth does not decide a half pixel.
            (95.49999999999999, 96), (95.50000000000001, 96), (-95.49999999999999, -96),
            (0.4999995, 1), (0.4999994, 0), (-0.4999995, -1), (-0.4999994, 0),
            (0.49999999999999994, 1), (-0.49999999999999994, -1),
            (999_999.5, 1_000_000), (-999_999.5, -1_000_000), (2e6, 1_000_000), (-2e9, -1_000_000),
            (.infinity, 0), (-.infinity, 0), (.nan, 0), (.leastNonzeroMagnitude, 0), (-.leastNonzeroMagnitude, 0),
        ]
        for (edge, pixel) in expected {
            #expect(PixelRect.pixel(edge) == pixel, "edge \(edge)")
            #expect(Self.referencePixel(edge) == pixel, "reference at edge \(edge)")
        }
    }

    @Test("Rounding without libm agrees with rounded() next to every half and integer")
    func roundingNextToHalves() {
        var values: [Double] = [
            0.49999999999999994, -0.49999999999999994, 4_503_599_627_370_495.5, 4_503_599_627_370_497,
        ]
        for whole in stride(from: -1_000_003.0, through: 1_000_003.0, by: 0.5)
        where abs(whole) < 40 || abs(whole) > 999_990 {
            var below = whole
            var above = whole
            values.append(whole)
            for _ in 0..<3 {
                below = below.nextDown
                above = above.nextUp
                values += [below, above]
            }
        }
        for millionths in [1e6, 1e9, 1e12] {
            values += [millionths + 0.5, -millionths - 0.5, (millionths + 0.5).nextDown]
        }
        for value in values {
            #expect(PixelRect.roundedHalfAwayFromZero(value) == Int(value.rounded()), "value \(value)")
        }
    }

    @Test("The new rule and the old one give the same pixel for a million edges near pixel and millionth boundaries")
    func sameAsReference() {
        var generator = SplitMix64(seed: 0x5eed)
        var mismatches: [Double] = []
        for index in 0..<1_000_000 {
            let whole = Double(Int64(bitPattern: generator.next() % 4_000_000) - 2_000_000) / 2
            let edge: Double
            switch index % 4 {
            case 0: edge = whole  // on a half or whole pixel
            case 1: edge = whole + Double(Int(generator.next() % 2001) - 1000) * 1e-7  // within a ten-thousandth
            case 2: edge = whole + Double(Int(generator.next() % 2001) - 1000) * 1e-16 * max(1, abs(whole))  // noise
            default: edge = Double(Int64(bitPattern: generator.next() % 4_000_000_000_000) - 2_000_000_000_000) / 1e6
            }
            if PixelRect.pixel(edge) != Self.referencePixel(edge) { mismatches.append(edge) }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("A frame snaps by its edges: shared edges meet, sizes follow from the rounded edges")
    func frames() {
        #expect(PixelRect(snapping: 0.5, y: 0, width: 99.4, height: 10) == PixelRect(x: 1, y: 0, width: 99, height: 10))
        #expect(
            PixelRect(snapping: -10.5, y: -0.5, width: 10.5, height: 1)
                == PixelRect(x: -11, y: -1, width: 11, height: 2))
        let left = PixelRect(snapping: 10.25, y: 0, width: 33.25, height: 1)
        let right = PixelRect(snapping: 43.5, y: 0, width: 33.25, height: 1)
        #expect(left.maxX == right.x)
        #expect(PixelRect(snapping: 5, y: 5, width: -3, height: .nan) == PixelRect(x: 5, y: 5, width: 0, height: 0))
    }

    /// UIKit draws a line thinner than a pixel (a table's 1/scale-point separator) on one device pixel.
    @Test("A hairline keeps one pixel wherever it starts; an empty frame stays empty")
    func hairlines() {
        // Edges 43.5 and 44 both round to 44: the 0.5-point separator below a 43.5-point content view.
        #expect(
            PixelRect(snapping: 0, y: 43.5, width: 320, height: 0.5) == PixelRect(x: 0, y: 44, width: 320, height: 1))
        #expect(PixelRect(snapping: 0, y: 44, width: 320, height: 0.5) == PixelRect(x: 0, y: 44, width: 320, height: 1))
        #expect(PixelRect(snapping: 10.2, y: 0, width: 0.1, height: 5) == PixelRect(x: 10, y: 0, width: 1, height: 5))
        #expect(PixelRect(snapping: 10, y: 0, width: 0, height: 5) == PixelRect(x: 10, y: 0, width: 0, height: 5))
    }
}

/// A small deterministic generator, so a failure repeats.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var value = state
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}
