// `first-build SPEC`: one build of a system in this fresh process, then exit; prints the build's nanoseconds.
// The benchmark times this whole process (start, build, exit) against kiwi's C++ driver doing the same,
// so it links only the solver and reads the same plain-text system (SystemSpec.plainText) without
// Foundation, as the driver reads it without Python.

import Cassowary

#if canImport(Glibc)
    import Glibc
#endif

/// The file's whitespace-separated words: its bytes with a NUL after each word, and where each word starts.
/// One buffer, not an array per word: splitting the text as a `String` cost 1.0M instructions, and an
/// array per word 360k, more than the build they precede (callgrind).
struct Words {
    var text: [CChar] = [0]
    var starts: [Int] = []
    var position = 0

    init(ofFile path: String) {
        guard let file = fopen(path, "r") else { return }
        defer { fclose(file) }
        fseek(file, 0, SEEK_END)
        let size = max(0, ftell(file))
        fseek(file, 0, SEEK_SET)
        text = [CChar](repeating: 0, count: size + 1)
        let read = text.withUnsafeMutableBufferPointer { fread($0.baseAddress!, 1, size, file) }
        var inWord = false
        for i in 0..<read {
            if text[i] == 0x20 || text[i] == 0x0A {
                text[i] = 0
                inWord = false
            } else if !inWord {
                starts.append(i)
                inWord = true
            }
        }
    }

    var isAtEnd: Bool { position >= starts.count }

    /// The next word's offset in `text` (that of the final NUL, an empty word, past the end).
    mutating func next() -> Int {
        defer { position += 1 }
        return position < starts.count ? starts[position] : text.count - 1
    }

    mutating func number() -> Double {
        let offset = next()
        return text.withUnsafeBufferPointer { strtod($0.baseAddress! + offset, nil) }
    }

    /// Whether the word at `offset` spells `word`.
    func spells(_ offset: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count < text.count, text[offset + count] == 0 else { return false }
        return text.withUnsafeBufferPointer { memcmp($0.baseAddress! + offset, word.utf8Start, count) == 0 }
    }
}

func strength(_ words: inout Words) -> Strength {
    let name = words.next()
    if words.spells(name, "strong") { return .strong }
    if words.spells(name, "medium") { return .medium }
    if words.spells(name, "weak") { return .weak }
    return .required
}

/// An edit variable of the system: a struct, not a tuple, whose metadata the runtime would make at start.
struct Edit {
    var variable: Int
    var strength: Strength
}

func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// Reads the system, builds it once, prints the build's seconds; returns the exit status.
func run(_ path: String) -> Int32 {
    var input = Words(ofFile: path)

    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var edits: [Edit] = []
    var initial: [Double] = []
    var editsFirst = true
    while !input.isAtEnd {
        let key = input.next()
        if input.spells(key, "variables") {
            variables = (0..<Int(input.number())).map { Variable("v\($0)") }
        } else if input.spells(key, "constraint") {
            let operation = input.next()
            let relation: Relation =
                input.spells(operation, "==")
                ? .equal : input.spells(operation, "<=") ? .lessThanOrEqual : .greaterThanOrEqual
            let constraintStrength = strength(&input)
            let constant = input.number()
            let terms = (0..<Int(input.number())).map { _ in
                let index = Int(input.number())
                return Term(variables[index], coefficient: input.number())
            }
            constraints.append(
                Constraint(LinearExpression(terms: terms, constant: constant), relation, strength: constraintStrength))
        } else if input.spells(key, "edit") {
            let variable = Int(input.number())
            edits.append(Edit(variable: variable, strength: strength(&input)))
        } else if input.spells(key, "editsFirst") {
            editsFirst = input.number() != 0
        } else if input.spells(key, "initial") {
            initial = (0..<Int(input.number())).map { _ in input.number() }
        } else if input.spells(key, "resize") {
            for _ in 0..<Int(input.number()) { _ = input.next() }
        } else if input.spells(key, "check") {
            _ = (input.next(), input.next())
        } else {
            _ = input.next()
        }
    }

    let start = monotonicSeconds()
    let solver = Solver()
    func addEdits() throws {
        for (index, edit) in edits.enumerated() {
            try solver.addEditVariable(variables[edit.variable], strength: edit.strength)
            try solver.suggestValue(variables[edit.variable], initial[index])
        }
    }
    do {
        if editsFirst { try addEdits() }
        for constraint in constraints { try solver.add(constraint) }
        if !editsFirst { try addEdits() }
    } catch {
        print("failed: \(error)")
        return 1
    }
    solver.updateVariables()
    // Nanoseconds through write(2): `print` of a Double went through the generic printing path (160k
    // instructions, callgrind), which kiwi's printf does not pay.
    let line = "\(Int(((monotonicSeconds() - start) * 1e9).rounded()))\n"
    var bytes = Array(line.utf8)
    _ = write(1, &bytes, bytes.count)
    return 0
}

guard CommandLine.arguments.count == 2 else {
    print("usage: first-build SPEC")
    exit(2)
}
exit(run(CommandLine.arguments[1]))
