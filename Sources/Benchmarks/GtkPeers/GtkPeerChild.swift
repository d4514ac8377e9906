// The child-process side of a GTK peer measurement: a shown window, one build, timed resizes, checks.

import CGtk
import CGtkShim
import Foundation
import GtkKit

/// One measurement, as the parent asks for it on the command line.
struct GtkPeerJob: GtkChildJob {
    static let flag = "--gtk-peer-child"

    var placement: GtkPeers.Placement
    var grid: GtkPeerGrid
    /// At most this many timed resizes…
    var resizeRounds: Int
    /// …and no more once their total time exceeds this many seconds.
    var resizeBudget: Double

    var arguments: [String] {
        [
            Self.flag, placement.rawValue, String(grid.count), String(grid.columns), String(resizeRounds),
            String(resizeBudget),
        ]
    }

    /// Parses `arguments` (flag, job, output path) as `arguments` wrote them; nil if they are not a job.
    static func parse(_ arguments: ArraySlice<String>) -> (job: GtkPeerJob, outputPath: String)? {
        let values = Array(arguments)
        guard values.count == 7, values[0] == flag, let placement = GtkPeers.Placement(rawValue: values[1]),
            let count = Int(values[2]), let columns = Int(values[3]), let rounds = Int(values[4]),
            let budget = Double(values[5]), count > 0, columns > 0
        else { return nil }
        let grid = GtkPeerGrid(count: count, columns: columns)
        return (GtkPeerJob(placement: placement, grid: grid, resizeRounds: rounds, resizeBudget: budget), values[6])
    }
}

/// Runs a job in this process and writes one result per line to the output file, as soon as it is known,
/// so that the parent keeps what was measured if it kills the process at the time limit:
/// `ready <KiB>`, `phase <name> <s>`, `build <s>`, `resize <s>`, `check <pixels>`, `fail <why>`, `done`.
@MainActor
enum GtkPeerChild {
    static func run(_ job: GtkPeerJob, outputPath: String) -> Int32 {
        guard let output = FileHandle(forWritingAtPath: outputPath) else { return 2 }
        func write(_ line: String) { try? output.write(contentsOf: Data((line + "\n").utf8)) }

        Toolkit.setEnvironmentDefault("GTK_A11Y", "none")
        // Nothing is drawn after the first frames; cairo keeps GL's memory and threads out of the numbers.
        Toolkit.setEnvironmentDefault("GSK_RENDERER", "cairo")
        guard Toolkit.openDisplay() else {
            write("fail no display")
            return 3
        }
        // A warm-up grid in its own window (GTK's constraint solver is per window) pays for class
        // initialisation and first-use costs outside the timed build.
        let warmUpWindow = gtk_window_new()!
        let window = gtk_window_new()!
        for shown in [warmUpWindow, window] {
            gtk_window_set_default_size(GtkPeerContainers.windowPointer(shown), 375, 667)
            gtk_window_present(GtkPeerContainers.windowPointer(shown))
        }
        guard pumpMainLoop(until: { gtk_widget_get_mapped(window) != 0 && gtk_widget_get_mapped(warmUpWindow) != 0 })
        else {
            write("fail the windows were not mapped within 10 s")
            return 4
        }
        var warmUpClock = GtkPeerPhaseClock()
        let warmUpGrid = GtkPeerGrid(count: 9, columns: 3)
        let warmUp = GtkPeerContainers.build(job.placement, grid: warmUpGrid, in: warmUpWindow, clock: &warmUpClock)
        GtkPeerContainers.allocate(warmUp, width: 800, height: warmUpGrid.height(width: 800))
        // Let the windows settle (first frames) before the clock starts; the loop does not run after this,
        // so GTK's frame clock never allocates behind the measurement's back.
        _ = pumpMainLoop(until: { false }, timeout: 0.2)
        write("ready \(residentPeakKiB())")

        var clock = GtkPeerPhaseClock()
        let buildStart = now()
        let container = GtkPeerContainers.build(job.placement, grid: job.grid, in: window, clock: &clock)
        let build = now() - buildStart
        for lap in clock.laps { write("phase \(lap.name) \(lap.seconds)") }
        write("build \(build)")

        let widths = job.grid.widths
        var worst = GtkPeerCheck.compare(container, with: job.grid, width: widths.first)
        var spent = 0.0
        var round = 0
        while worst.failure == nil && round < job.resizeRounds && spent < job.resizeBudget {
            let width = round % 2 == 0 ? widths.second : widths.first
            let height = job.grid.height(width: width)
            let start = now()
            GtkPeerContainers.allocate(container, width: width, height: height)
            let elapsed = now() - start
            spent += elapsed
            write("resize \(elapsed)")
            worst = worst.merged(with: GtkPeerCheck.compare(container, with: job.grid, width: width))
            round += 1
        }
        write("check \(worst.deviation)")
        if let failure = worst.failure { write("fail \(failure)") }
        write("peak \(residentPeakKiB())")
        write("done")
        return worst.failure == nil ? 0 : 1
    }

    /// Runs main-loop iterations without blocking until `condition` holds or `timeout` seconds pass.
    private static func pumpMainLoop(until condition: () -> Bool, timeout: Double = 10) -> Bool {
        let start = now()
        while !condition() {
            if now() - start > timeout { return false }
            if g_main_context_iteration(nil, 0) == 0 { usleep(1000) }
        }
        return true
    }

    /// Peak resident memory of this process's own address space. Not getrusage: its maximum keeps the
    /// parent's peak across posix_spawn and exec, so every child would report the benchmark's own size.
    private static func residentPeakKiB() -> Int {
        peakResidentKiB() ?? 0
    }
}

/// How far a container's child allocations are from the closed-form frames.
struct GtkPeerCheck {
    /// The largest difference in pixels of any x, y, width or height.
    var deviation = 0.0
    /// The first problem found: a child more than a pixel off, or missing.
    var failure: String?

    func merged(with other: GtkPeerCheck) -> GtkPeerCheck {
        GtkPeerCheck(deviation: max(deviation, other.deviation), failure: failure ?? other.failure)
    }

    /// Reads every child's allocation back and compares it with the grid at `width`: within one pixel,
    /// because a layout must snap fractional frames to whole pixels (GTK floors x/y and ceils sizes).
    @MainActor
    static func compare(_ container: GtkWidgetPointer, with grid: GtkPeerGrid, width: Int) -> GtkPeerCheck {
        var check = GtkPeerCheck()
        var child = gtk_widget_get_first_child(container)
        var index = 0
        while let current = child {
            var allocation = GtkAllocation()
            gtk_widget_get_allocation(current, &allocation)
            let expected = grid.frame(of: index, width: width)
            let deviation = max(
                abs(Double(allocation.x) - expected.x), abs(Double(allocation.y) - expected.y),
                abs(Double(allocation.width) - expected.side), abs(Double(allocation.height) - expected.side))
            check.deviation = max(check.deviation, deviation)
            if deviation > 1 + 1e-6 && check.failure == nil {
                check.failure = String(
                    format: "cell %d at width %d: (%d, %d, %d, %d), expected (%.2f, %.2f, %.2f, %.2f)", index, width,
                    allocation.x, allocation.y, allocation.width, allocation.height, expected.x, expected.y,
                    expected.side, expected.side)
            }
            child = gtk_widget_get_next_sibling(current)
            index += 1
        }
        if index != grid.count && check.failure == nil {
            check.failure = "\(index) children instead of \(grid.count)"
        }
        return check
    }
}
