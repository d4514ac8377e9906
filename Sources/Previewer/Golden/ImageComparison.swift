// Two pictures compared pixel by pixel as an eye would: CIEDE2000 colour distance, a share of pixels allowed.

import Cartography
import GtkKit
import PreviewerCore

/// The result of comparing a picture with its reference.
struct ImageComparison {
    /// How many pixels differ by more than the tolerance's ΔE (every pixel when the sizes differ).
    var differingPixels: Int
    var totalPixels: Int
    /// The largest ΔE₀₀ found.
    var largestDifference: Double
    /// Whether the sizes differ, which always fails.
    var sizeMismatch: Bool
    /// The reference faded to a light grey, with each differing pixel in magenta (strong for a large
    /// difference, light for a small one), as large as the larger of the two pictures.
    var differenceImage: PixelImage

    var differingPercent: Double { totalPixels == 0 ? 0 : Double(differingPixels) * 100 / Double(totalPixels) }

    func passes(_ tolerance: ImageTolerance) -> Bool {
        !sizeMismatch && differingPercent <= tolerance.differingPercent
    }

    /// Compares `actual` with `reference`, each pixel composited on white first (so that a transparent
    /// pixel compares as what a viewer sees).
    init(actual: PixelImage, reference: PixelImage, tolerance: ImageTolerance) {
        let width = max(actual.width, reference.width)
        let height = max(actual.height, reference.height)
        sizeMismatch = actual.width != reference.width || actual.height != reference.height
        totalPixels = width * height
        differenceImage = PixelImage(width: width, height: height, fill: [255, 0, 255, 255])
        differingPixels = 0
        largestDifference = 0
        for y in 0..<height {
            for x in 0..<width {
                guard x < actual.width, y < actual.height, x < reference.width, y < reference.height else {
                    differingPixels += 1
                    continue
                }
                let seen = Self.onWhite(actual[x, y])
                let expected = Self.onWhite(reference[x, y])
                let faded = Self.faded(expected)
                guard seen != expected else {
                    differenceImage[x, y] = (faded, faded, faded, 255)
                    continue
                }
                let difference = Self.color(seen).perceptualDifference(to: Self.color(expected))
                largestDifference = max(largestDifference, difference)
                if difference > tolerance.deltaE {
                    differingPixels += 1
                    // Light magenta for a barely different pixel, full magenta from ΔE 20 up.
                    let strength = min(1, difference / 20)
                    let other = UInt8(200 * (1 - strength))
                    differenceImage[x, y] = (255, other, 255, 255)
                } else {
                    differenceImage[x, y] = (faded, faded, faded, 255)
                }
            }
        }
    }

    private struct RGB: Equatable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    private static func onWhite(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> RGB {
        let alpha = Int(pixel.alpha)
        func blend(_ value: UInt8) -> UInt8 { UInt8((Int(value) * alpha + 255 * (255 - alpha) + 127) / 255) }
        return RGB(red: blend(pixel.red), green: blend(pixel.green), blue: blend(pixel.blue))
    }

    private static func color(_ pixel: RGB) -> Color {
        Color(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)
    }

    /// The reference's luminance squeezed into 215–255, a backdrop that lets the magenta stand out.
    private static func faded(_ pixel: RGB) -> UInt8 {
        let gray = (Int(pixel.red) * 3 + Int(pixel.green) * 6 + Int(pixel.blue)) / 10
        return UInt8(215 + gray * 40 / 255)
    }
}
