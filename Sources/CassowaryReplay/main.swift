// Replays scripted solver sessions, one JSON line in and one JSON line out per system, for the differential test.
//
// # Protocol
//
// Input: one system per line of standard input.
//
//     {"id": 17, "variables": 4, "ops": [ op, ... ]}
//
// Every system runs on a fresh `Solver` with `variables` fresh variables, numbered from 0. An optional
// `"solvers": k` gives it k solvers that share the variables and the constraint objects; an op then says
// which one it goes to with `"solver": i` (default 0). The ops:
//
//     {"op":"add","id":0,"terms":[[var, coeff], ...],"constant":c,"relation":"<=|==|>=",
//      "priority":1000,"weight":1}
//         adds the constraint `Σ coeff·var + constant (relation) 0`; priority 1000 is required.
//     {"op":"addBatch","constraints":[ add objects without "op" ]}
//         `solver.add([Constraint])`: all of them, or none.
//     {"op":"remove","id":0}
//     {"op":"removeBatch","ids":[0, 3]}
//         `solver.remove([Constraint])`: all of them, or, if one is not held, none.
//     {"op":"addEdit","var":2,"priority":750,"weight":1}
//     {"op":"suggest","var":2,"value":37.5}
//     {"op":"removeEdit","var":2}
//     {"op":"solve"}
//         `solver.updateVariables()`, then reports every variable's value.
//     {"op":"constraints"}
//         reports `solver.constraints`, the ids of the constraints held, as `{"ids":[...]}`.
//     {"op":"reset"}
//         `solver.reset()`.
//
// Constraint ids are per system and name constraint *objects*: the first op that mentions an id with
// terms creates its `Constraint`, and every later op naming that id uses the very same object (so adding it
// again while held is `duplicateConstraint`, and adding it after removing it re-adds it; later ops should
// repeat the same fields). Removing an id never created removes a fresh `0 == 0` that the solver cannot know.
// `weight` defaults to 1. Any number may also be written as the string "nan", "inf" or "-inf".
//
// Output: one line per input line, in order.
//
//     {"id":17,"results":[ result, ... ],"recoveries":0,"rebuilds":1}
//
// One result per op: "ok"; an error name ("duplicateConstraint", "unknownConstraint",
// "duplicateEditVariable", "unknownEditVariable", "requiredEditStrength", "invalidStrength", "nonFinite",
// "internalError"); `{"error":"unsatisfiable","constraint":id,"conflicts":[id, ...]}` naming the required
// constraint that could not be added and the ids of the conflict set the solver reported; or, for solve,
// `{"values":[v0, v1, ...]}` (every variable's value, including those the solver does not hold, which keep
// what another solver or an earlier update wrote); for constraints, `{"ids":[...]}` (null for an object the
// script never named). `recoveries` and `rebuilds` are `solver.statistics`
// after the last op, summed over the solvers.
// Numbers are printed with `%.17g`, so equal doubles always print the same bytes; non-finite values
// print as the strings "nan", "inf" and "-inf". A line that cannot be decoded gives
// `{"id":null,"malformed":"<reason>"}` and the replay goes on with the next line.

import Foundation

let decoder = JSONDecoder()
while let line = readLine(strippingNewline: true) {
    if line.allSatisfy(\.isWhitespace) { continue }
    let output: String
    do {
        let system = try decoder.decode(SystemScript.self, from: Data(line.utf8))
        output = Session(system).run()
    } catch {
        output = "{\"id\":null,\"malformed\":\(jsonString(String(describing: error)))}"
    }
    // Written unbuffered, line by line, so that if a system crashes the process the caller knows which.
    FileHandle.standardOutput.write(Data((output + "\n").utf8))
}
