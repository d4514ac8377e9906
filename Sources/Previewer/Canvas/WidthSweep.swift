// Sweep mode: the window's width glides from one value to another and back, so that a demo runs itself.

import Foundation
import GtkKit

/// Moves the content area's width between `minimum` and `maximum` and back, over `period` seconds each
/// way, easing in and out at the ends; the height stays. Each step is a plain window resize, so the layout
/// is solved exactly as when a person drags the window's edge.
@MainActor
final class WidthSweep {
    let minimum: Int
    let maximum: Int
    /// Seconds from one end to the other.
    let period: Double
    private let window: PreviewerWindow
    private var timer: MainLoop.Timer?
    private var started = Date()
    /// Where the sweep is, from 0 (at `minimum`, going up) through 1 (at `maximum`) to 2 (back at `minimum`).
    private(set) var phase = 0.0

    /// Frames a second the sweep aims for; GTK lays the window out at most once a frame anyway.
    private static let stepMilliseconds = 16

    init(window: PreviewerWindow, minimum: Int, maximum: Int, period: Double = 2.5) {
        self.window = window
        self.minimum = min(minimum, maximum)
        self.maximum = max(minimum, maximum)
        self.period = period
    }

    var isRunning: Bool { timer != nil }

    /// Starts from the current phase.
    func start() {
        guard timer == nil else { return }
        started = Date().addingTimeInterval(-phase * period)
        scheduleStep()
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Puts the sweep at `phase` (0…2) and sizes the window for it: how scripts and tests see one moment.
    func move(toPhase phase: Double) {
        self.phase = phase.truncatingRemainder(dividingBy: 2)
        apply()
    }

    /// The content width at `phase`: eased (smoothstep) between the ends.
    func width(atPhase phase: Double) -> Int {
        let leg = phase <= 1 ? phase : 2 - phase
        let eased = leg * leg * (3 - 2 * leg)
        return minimum + Int((Double(maximum - minimum) * eased).rounded())
    }

    private func scheduleStep() {
        timer = MainLoop.after(milliseconds: Self.stepMilliseconds) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.phase = (Date().timeIntervalSince(self.started) / self.period).truncatingRemainder(dividingBy: 2)
            self.apply()
            self.scheduleStep()
        }
    }

    private func apply() {
        let content = window.contentSize
        let windowSize = window.defaultSize
        let extra = max(0, windowSize.width - content.width)
        let width = width(atPhase: phase)
        guard width != content.width else { return }
        window.defaultSize = PixelSize(width: width + extra, height: windowSize.height)
    }
}
