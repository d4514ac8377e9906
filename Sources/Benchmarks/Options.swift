// Command-line options of the benchmark.

import Foundation

struct BenchmarkOptions {
    var sizes = [9, 100, 1000, 10_000]
    var timeLimit = 20.0
    var smoke = false
    var kiwi = true
    var gtk = true
    var jsonPath = ".build/benchmark-results.json"
    /// The sections to run (`--only solver,first`); nil for all of them.
    var only: Set<String>?

    static let sections = [
        "solver", "enaml", "first", "batch", "dsl", "diagnostics", "gtk", "tree", "labels", "table", "memory",
        "targets",
    ]

    static let usage = """
        usage: benchmarks [--smoke] [--sizes 9,100,1000] [--time-limit SECONDS] [--no-kiwi] [--no-gtk] [--json PATH]
                         [--only solver,enaml,first,batch,dsl,diagnostics,gtk,tree,labels,table,memory,targets]
          Runs ours and the peers (kiwisolver, GTK's GtkConstraintLayout) side by side and prints medians,
          min–max and ours/peer ratios. GTK scenarios need a display: run under xvfb-run -a.
          --smoke   smallest sizes, few repetitions, as CI's smoke run (no timing assertions)
          --only    just these sections (first: the first build in a fresh process, and the previewer's
                    first frame with gtk; targets: issue 27's rows, each with today's value and the target)
        """

    init(_ arguments: [String]) throws {
        var index = 1
        func value() throws -> String {
            index += 1
            guard index < arguments.count else { throw OptionError(message: "\(arguments[index - 1]) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--smoke":
                smoke = true
                sizes = [9, 100]
                timeLimit = 10
            case "--sizes":
                sizes = try value().split(separator: ",").map { part in
                    guard let size = Int(part), size > 0, size <= 1_000_000 else {
                        throw OptionError(message: "--sizes takes positive counts such as 9,100,1000")
                    }
                    return size
                }
            case "--time-limit":
                guard let seconds = Double(try value()), seconds > 0 else {
                    throw OptionError(message: "--time-limit takes a positive number of seconds")
                }
                timeLimit = seconds
            case "--no-kiwi": kiwi = false
            case "--no-gtk": gtk = false
            case "--json": jsonPath = try value()
            case "--only":
                let names = Set(try value().split(separator: ",").map(String.init))
                guard names.isSubset(of: Self.sections) else {
                    throw OptionError(message: "--only takes some of \(Self.sections.joined(separator: ","))")
                }
                only = names
            case "--help", "-h": throw OptionError(message: Self.usage)
            default: throw OptionError(message: "unknown option \(arguments[index])\n\(Self.usage)")
            }
            index += 1
        }
    }

    /// Whether to run the section called `name` (see `sections`).
    func runs(_ name: String) -> Bool { only?.contains(name) ?? true }

    /// Repetitions for a size: more for small systems, whose times are short and noisy.
    func repetitions(for count: Int) -> Int {
        if smoke { return 2 }
        return count >= 10_000 ? 5 : count >= 1000 ? 7 : 15
    }
}

struct OptionError: Error {
    let message: String
}
