// Benchmarks of the solver and the layout engine; run with `swift run -c release benchmarks`.

import Cassowary
import Foundation

func measureGrid(
    count: Int, columns: Int, editFirst: Bool, batch: Bool, repetitions: Int
) throws -> (build: Samples, resize: Samples) {
    var build = Samples()
    var resize = Samples()
    for _ in 0..<repetitions {
        let shape = GridShape(count: count, columns: columns)
        let start = now()
        let solver = try shape.build(editFirst: editFirst, initialWidth: 375, batch: batch)
        build.values.append(now() - start)
        let check = shape.expectedFrame(of: count - 1, width: 375)
        precondition(abs(shape.cells[count - 1].x.value - check.x) < 1e-6 * max(1, check.x), "wrong layout")
        let rounds = max(3, min(2000, 200_000 / count))
        let resizeStart = now()
        for round in 0..<rounds {
            try solver.suggestValue(shape.width, round % 2 == 0 ? 800 : 375)
            solver.updateVariables()
        }
        resize.values.append((now() - resizeStart) / Double(rounds))
    }
    return (build, resize)
}

if let index = CommandLine.arguments.firstIndex(of: "--profile-build") {
    let count = Int(CommandLine.arguments[index + 1])!
    let shape = GridShape(count: count, columns: 3)
    let rounds = max(1, 2_000_000 / count)
    let start = now()
    for _ in 0..<rounds { _ = try shape.build(editFirst: true, initialWidth: 375) }
    print("build N=\(count): \(formatDuration((now() - start) / Double(rounds)))")
    exit(0)
}

let sizes = CommandLine.arguments.contains("--smoke") ? [9, 100] : [9, 100, 1000, 10_000]
print("grid of N cells: build + first solve / one resize (median)")
for batch in [false, true] {
    for editFirst in [true, false] {
        for columnsRule in ["3", "sqrt"] {
            var line =
                "  C=\(columnsRule.padding(toLength: 4, withPad: " ", startingAt: 0)) edit \(editFirst ? "first" : "last ") \(batch ? "batch" : "1by1 ")"
            var builds: [Int: Double] = [:]
            for count in sizes {
                let columns = columnsRule == "3" ? 3 : Int(Double(count).squareRoot().rounded(.up))
                let repetitions = count >= 10_000 ? 5 : 15
                let (build, resize) = try measureGrid(
                    count: count, columns: columns, editFirst: editFirst, batch: batch, repetitions: repetitions)
                builds[count] = build.median
                line += " | N=\(count): \(formatDuration(build.median)) / \(formatDuration(resize.median))"
            }
            if let small = builds[1000], let large = builds[10_000] {
                line += String(format: " | growth ×%.1f", large / small)
            }
            print(line)
        }
    }
}
