#!/usr/bin/env python3
"""The kiwi (kiwisolver 1.5.1, C++) side of the benchmark.

Reads one constraint system as JSON on stdin (written by the Swift benchmark, so both solvers get exactly
the same system), builds it in kiwi and times the solver calls, and prints one JSON object on stdout:

  build          seconds per repetition: solver created, edit variables added and suggested, constraints
                 added, update_variables() - constraint objects are made before the clock starts, as on
                 the Swift side
  resize         seconds per resize (suggest every edit variable, update_variables()), per repetition
  refresh        seconds per refresh: the constraints from index `refreshFrom` on (one group, e.g. every
                 cell's) removed and an equal new group added, then update_variables()
  bindingPerCall seconds one trivial call through the Python binding costs (solver.hasConstraint), so a
                 reader can subtract the binding's share: calls × bindingPerCall
  calls          how many binding calls a build and a resize make
  peakRSSKiB     the process's peak resident memory
  checked        the value of the check variable after the build (null if none)

kiwi's strengths are weights (strong 1e6, medium 1e3, weak 1): the benchmark systems are solved the same
way by both solvers either way. The Swift side runs this script in a subprocess with a time limit.
"""
import json
import resource
import sys
import time

import kiwisolver as kiwi

STRENGTHS = {
    "required": kiwi.strength.required,
    "strong": kiwi.strength.strong,
    "medium": kiwi.strength.medium,
    "weak": kiwi.strength.weak,
}


def make_constraints(spec, variables):
    constraints = []
    for item in spec["constraints"]:
        expression = item["constant"]
        for index, coefficient in item["terms"]:
            expression = expression + coefficient * variables[index]
        relation = item["op"]
        if relation == "==":
            constraint = expression == 0
        elif relation == ">=":
            constraint = expression >= 0
        else:
            constraint = expression <= 0
        constraints.append(constraint | STRENGTHS[item["strength"]])
    return constraints


def build(spec, variables, constraints):
    solver = kiwi.Solver()
    edits = [(variables[e["variable"]], STRENGTHS[e["strength"]]) for e in spec["edits"]]

    def add_edits():
        for (variable, strength), value in zip(edits, spec["initial"]):
            solver.addEditVariable(variable, strength)
            solver.suggestValue(variable, value)

    if spec["editsFirst"]:
        add_edits()
    for constraint in constraints:
        solver.addConstraint(constraint)
    if not spec["editsFirst"]:
        add_edits()
    solver.updateVariables()
    return solver, [variable for variable, _ in edits]


def binding_cost(solver, constraint):
    rounds = 200_000
    start = time.perf_counter()
    for _ in range(rounds):
        solver.hasConstraint(constraint)
    return (time.perf_counter() - start) / rounds


def main():
    spec = json.load(sys.stdin)
    result = {"build": [], "resize": [], "checked": None}
    deadline = time.perf_counter() + spec["timeLimit"]
    solver = None
    constraints = []
    for _ in range(spec["repetitions"]):
        variables = [kiwi.Variable(f"v{i}") for i in range(spec["variables"])]
        constraints = make_constraints(spec, variables)
        start = time.perf_counter()
        solver, edit_variables = build(spec, variables, constraints)
        result["build"].append(time.perf_counter() - start)
        if spec["check"]:
            result["checked"] = variables[spec["check"][0]].value()
        rounds = spec["resizeRounds"]
        resizes = spec["resizes"]
        start = time.perf_counter()
        for round_index in range(rounds):
            for variable, value in zip(edit_variables, resizes[round_index % len(resizes)]):
                solver.suggestValue(variable, value)
            solver.updateVariables()
        result["resize"].append((time.perf_counter() - start) / rounds)
        group_start = spec.get("refreshFrom")
        if group_start is not None and time.perf_counter() < deadline:
            replacement = make_constraints(spec, variables)[group_start:]
            start = time.perf_counter()
            for constraint in constraints[group_start:]:
                solver.removeConstraint(constraint)
            for constraint in replacement:
                solver.addConstraint(constraint)
            solver.updateVariables()
            result.setdefault("refresh", []).append(time.perf_counter() - start)
        if time.perf_counter() > deadline:
            break
    edits = len(spec["edits"])
    result["calls"] = {"build": 2 * edits + len(spec["constraints"]) + 1, "resize": edits + 1}
    if solver is not None and constraints:
        result["bindingPerCall"] = binding_cost(solver, constraints[0])
    result["peakRSSKiB"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
