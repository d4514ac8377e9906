// A 10,000-row table: self-sizing rows against fixed-height ones, to first frame and per scroll step.

import Cartography
import Foundation

/// A table of `count` rows, each cell a wrapping label pinned to the content view's margins; self-sizing
/// (`rowHeight = automaticDimension`) or at a fixed 44 points, the peer: the difference is what
/// measuring each row's cell through `systemLayoutSizeFitting` costs.
enum TableScroll {
    final class TextCell: TableViewCell {
        let body = Label()

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(body)
            let margins = contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                body.topAnchor.constraint(equalTo: margins.topAnchor),
                body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class Source: TableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
            (cell as? TextCell)?.body.text = String(
                repeating: "Row \(indexPath.row) wraps. ", count: 1 + indexPath.row % 4)
            return cell
        }
    }

    /// Time to the first frame (data source set, first layout), the median of `steps` scroll steps of 97
    /// points (each a layout), and the most cells alive at once.
    static func measure(count: Int, selfSizing: Bool, steps: Int) -> (firstFrame: Double, step: Samples, liveCells: Int)
    {
        let source = Source(count: count)
        let start = now()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.rowHeight = selfSizing ? TableView.automaticDimension : 44
        table.dataSource = source
        table.layoutIfNeeded()
        let firstFrame = now() - start
        var step = Samples()
        var live = 0
        for index in 1...steps {
            let before = now()
            table.contentOffset.y = CGFloat(index) * 97
            table.layoutIfNeeded()
            step.values.append(now() - before)
            live = max(live, table.subviews.filter { $0 is TableViewCell }.count)
        }
        return (firstFrame, step, live)
    }
}

/// Adds the table rows: first frame and scroll step, self-sizing against fixed heights.
func addTableRows(options: BenchmarkOptions, report: inout Report) {
    guard options.runs("table") else { return }
    let count = options.smoke ? 1000 : 10_000
    let steps = options.smoke ? 20 : 200
    print("\nTable: \(count) rows of wrapping labels, 375 × 667; scroll steps of 97 points, each a layout")
    var firsts = (selfSizing: Samples(), fixed: Samples())
    var stepMedians = (selfSizing: Samples(), fixed: Samples())
    var live = (selfSizing: 0, fixed: 0)
    for _ in 0..<(options.smoke ? 1 : 3) {
        let sized = TableScroll.measure(count: count, selfSizing: true, steps: steps)
        let fixed = TableScroll.measure(count: count, selfSizing: false, steps: steps)
        firsts.selfSizing.values.append(sized.firstFrame)
        firsts.fixed.values.append(fixed.firstFrame)
        stepMedians.selfSizing.values.append(sized.step.median)
        stepMedians.fixed.values.append(fixed.step.median)
        live = (max(live.selfSizing, sized.liveCells), max(live.fixed, fixed.liveCells))
    }
    for (metric, ours, peer) in [
        ("first frame", firsts.selfSizing, firsts.fixed), ("scroll step", stepMedians.selfSizing, stepMedians.fixed),
    ] {
        report.add(
            Row(
                scenario: "table", configuration: "self-sizing rows", count: count, metric: metric, ours: .of(ours),
                peerName: "fixed 44-point rows", peer: .of(peer)))
    }
    report.notes.append(
        "table N=\(count): at most \(live.selfSizing) cells alive self-sizing, \(live.fixed) with fixed heights")
}
