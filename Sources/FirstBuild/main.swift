// `first-build SPEC`: one build of a system in this fresh process, then exit; prints the build's nanoseconds.
// The benchmark times this whole process (start, build, exit) against kiwi's C++ driver doing the same,
// so it links only the solver and reads the same plain-text system (SystemSpec.plainText) without
// Foundation, as the driver reads it without Python.

import Cassowary

#if canImport(Glibc)
    import Glibc
#endif

/// The file's whitespace-separated words, as NUL-terminated byte strings. Bytes, not Characters: splitting
/// the text as a `String` cost 1.0M instructions, more than the build it precedes (callgrind).
func words(ofFile path: String) -> [[CChar]] {
    guard let file = fopen(path, "r") else { return [] }
    defer { fclose(file) }
    var bytes: [CChar] = []
    var buffer = [CChar](repeating: 0, count: 65_536)
    while true {
        let read = fread(&buffer, 1, buffer.count, file)
        if read <= 0 { break }
        bytes += buffer[0..<read]
    }
    var result: [[CChar]] = []
    var word: [CChar] = []
    for byte in bytes {
        if byte == 0x20 || byte == 0x0A {
            if !word.isEmpty { result.append(word + [0]) }
            word.removeAll(keepingCapacity: true)
        } else {
            word.append(byte)
        }
    }
    if !word.isEmpty { result.append(word + [0]) }
    return result
}

/// Whether a word spells `text`.
func spells(_ word: [CChar], _ text: StaticString) -> Bool {
    word.count == text.utf8CodeUnitCount + 1
        && word.withUnsafeBufferPointer { memcmp($0.baseAddress!, text.utf8Start, text.utf8CodeUnitCount) == 0 }
}

func strength(_ name: [CChar]) -> Strength {
    if spells(name, "strong") { return .strong }
    if spells(name, "medium") { return .medium }
    if spells(name, "weak") { return .weak }
    return .required
}

func monotonicSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// Reads the system, builds it once, prints the build's seconds; returns the exit status.
func run(_ path: String) -> Int32 {
    var input = words(ofFile: path)[...]
    func next() -> [CChar] { input.popFirst() ?? [0] }
    func number() -> Double { next().withUnsafeBufferPointer { strtod($0.baseAddress!, nil) } }

    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var edits: [(variable: Int, strength: Strength)] = []
    var initial: [Double] = []
    var editsFirst = true
    while let key = input.popFirst() {
        if spells(key, "variables") {
            variables = (0..<Int(number())).map { Variable("v\($0)") }
        } else if spells(key, "constraint") {
            let operation = next()
            let relation: Relation =
                spells(operation, "==") ? .equal : spells(operation, "<=") ? .lessThanOrEqual : .greaterThanOrEqual
            let constraintStrength = strength(next())
            let constant = number()
            let terms = (0..<Int(number())).map { _ in
                let index = Int(number())
                return Term(variables[index], coefficient: number())
            }
            constraints.append(
                Constraint(LinearExpression(terms: terms, constant: constant), relation, strength: constraintStrength))
        } else if spells(key, "edit") {
            edits.append((Int(number()), strength(next())))
        } else if spells(key, "editsFirst") {
            editsFirst = number() != 0
        } else if spells(key, "initial") {
            initial = (0..<Int(number())).map { _ in number() }
        } else if spells(key, "resize") {
            for _ in 0..<Int(number()) { _ = next() }
        } else if spells(key, "check") {
            _ = (next(), next())
        } else {
            _ = next()
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
