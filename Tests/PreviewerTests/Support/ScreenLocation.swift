// Finds the previewer's window on a screenshot of the whole X screen.

import Foundation
import PreviewerCore

extension RGBImage {
    /// Where the window's own top-left pixel is on a screenshot of the screen, which is otherwise black.
    ///
    /// Without a window manager the X window is the GTK window plus a frame GTK draws around it, of the same
    /// width on every side; the non-black bounding box is that X window, and the frame is what it adds.
    func windowOrigin(windowSize: FrameReport.Size) throws -> (x: Int, y: Int) {
        var left = width
        var right = -1
        var top = height
        var bottom = -1
        bytes.withUnsafeBufferPointer { pixels in
            for y in 0..<height {
                var offset = y * width * 3
                for x in 0..<width {
                    if pixels[offset] != 0 || pixels[offset + 1] != 0 || pixels[offset + 2] != 0 {
                        left = min(left, x)
                        right = max(right, x)
                        top = min(top, y)
                        bottom = max(bottom, y)
                    }
                    offset += 3
                }
            }
        }
        guard right >= left, bottom >= top else { throw HarnessError("the screenshot is all black: no window") }
        let extraWidth = right - left + 1 - windowSize.width
        let extraHeight = bottom - top + 1 - windowSize.height
        guard extraWidth >= 0, extraHeight >= 0, extraWidth % 2 == 0, extraHeight % 2 == 0,
            extraWidth == extraHeight
        else {
            throw HarnessError(
                "the window's pixels span (\(left), \(top))–(\(right), \(bottom)) on screen, which is not a "
                    + "\(windowSize) window in an even frame")
        }
        return (left + extraWidth / 2, top + extraHeight / 2)
    }
}
