"""Replays systems in kiwisolver, speaking the same line protocol as `cassowary-replay`.

Run as a subprocess (`python3 kiwi_replay.py < systems`): kiwi can abort the whole process with an
uncaught C++ "Dual optimize failed", so the caller restarts it after the system that killed it. Each
output line is flushed at once so that the caller knows how far it got.

Priorities map to kiwi's numeric strengths (750 → 1e6, 500 → 1e3, 250 → 1, each times the weight;
1000 → required); systems with other priorities must be left out by the caller (see `for_kiwi`).
Batches are emulated: add one by one, and remove the ones already added if one fails. Unsatisfiable
results name the failing constraint but no conflict set (kiwi does not compute one).
"""

import json
import math
import sys

import kiwisolver

KIWI_STRENGTHS = {750.0: 1e6, 500.0: 1e3, 250.0: 1.0}


def for_kiwi(system):
    """The system as kiwi can replay it, or None if it uses priorities kiwi cannot express.

    Ops that only test our input validation (NaN, infinities, invalid strengths, magnitudes beyond our
    supported range) are dropped: kiwi does not check them.
    """
    import model  # here, not at the top: the kiwi subprocess needs neither it nor scipy

    def finite(x):
        return isinstance(x, (int, float)) and math.isfinite(x)

    def valid(priority, weight):
        return finite(priority) and finite(weight) and model.is_valid_strength(priority, weight)

    def spec_ok(spec):
        return finite(spec["constant"]) and all(finite(c) for _, c in spec["terms"]) and model.is_supported_spec(
            spec) and valid(spec["priority"], spec.get("weight", 1))

    def kept(op):
        kind = op["op"]
        if kind == "add":
            return spec_ok(op)
        if kind == "addBatch":
            return all(map(spec_ok, op["constraints"]))
        if kind == "addEdit":
            return valid(op["priority"], op.get("weight", 1))
        if kind == "suggest":
            return finite(op["value"]) and abs(op["value"]) <= model.SUPPORTED["suggestion"]
        return kind != "constraints"  # kiwi has no list of its constraints

    ops = [op for op in system["ops"] if kept(op)]
    priorities = {float(op["priority"]) for op in ops if op["op"] in ("add", "addEdit")}
    priorities |= {float(s["priority"]) for op in ops if op["op"] == "addBatch" for s in op["constraints"]}
    if not priorities <= set(KIWI_STRENGTHS) | {1000.0}:
        return None
    return dict(system, ops=ops)


def strength_of(priority, weight):
    """kiwi's numeric strength for a priority and weight."""
    if float(priority) == 1000:
        return kiwisolver.strength.required
    return KIWI_STRENGTHS[float(priority)] * float(weight)


class KiwiSession:
    """One system in a fresh kiwi solver."""

    def __init__(self, system):
        self.system = system
        self.solvers = [kiwisolver.Solver() for _ in range(system.get("solvers", 1))]
        self.solver = self.solvers[0]  # the solver the current op goes to
        self.variables = [kiwisolver.Variable(f"v{i}") for i in range(system["variables"])]
        self.constraints = {}  # id -> kiwi Constraint object, reused by later ops with that id
        self.stranger = kiwisolver.Constraint(kiwisolver.Expression([], 0.0), "==")  # held by no solver

    def constraint(self, spec):
        """The kiwi constraint object for a spec's id, made on first use like the replay's."""
        if spec["id"] not in self.constraints:
            terms = [kiwisolver.Term(self.variables[v], float(c)) for v, c in spec["terms"]]
            expression = kiwisolver.Expression(terms, float(spec["constant"]))
            strength = strength_of(spec["priority"], spec.get("weight", 1))
            self.constraints[spec["id"]] = kiwisolver.Constraint(expression, spec["relation"], strength)
        return self.constraints[spec["id"]]

    def add_one(self, spec):
        """Adds one constraint; unsatisfiable is a result, other kiwi errors propagate."""
        try:
            self.solver.addConstraint(self.constraint(spec))
        except kiwisolver.UnsatisfiableConstraint:
            return {"error": "unsatisfiable", "constraint": spec["id"], "conflicts": None}
        return "ok"

    def add_batch(self, specs):
        """All or nothing: on the first failure (an error result or exception), removes what was added."""
        # Like `Solver.add([Constraint])`, reject duplicates before adding anything.
        ids = [spec["id"] for spec in specs]
        if len(set(ids)) < len(ids) or any(self.solver.hasConstraint(self.constraint(s)) for s in specs):
            return "duplicateConstraint"
        added = []
        try:
            for spec in specs:
                result = self.add_one(spec)
                if result != "ok":
                    return result
                added.append(spec)
            added = []
            return "ok"
        finally:
            for done in reversed(added):
                self.solver.removeConstraint(self.constraint(done))

    def remove_batch(self, ids):
        """All or nothing, like `Solver.remove([Constraint])` (and a repeated id is an error)."""
        held = [self.solver.hasConstraint(self.constraints.get(i, self.stranger)) for i in ids]
        if len(set(ids)) < len(ids) or not all(held):
            return "unknownConstraint"
        for i in ids:
            self.solver.removeConstraint(self.constraints[i])
        return "ok"

    def perform(self, op):
        """One op's result in the protocol's form."""
        kind = op["op"]
        self.solver = self.solvers[op.get("solver", 0)]
        try:
            if kind == "add":
                return self.add_one(op)
            if kind == "addBatch":
                return self.add_batch(op["constraints"])
            if kind == "remove":
                return self.remove_batch([op["id"]])
            if kind == "removeBatch":
                return self.remove_batch(op["ids"])
            if kind == "reset":
                self.solver.reset()
            elif kind == "addEdit":
                strength = strength_of(op["priority"], op.get("weight", 1))
                self.solver.addEditVariable(self.variables[op["var"]], strength)
            elif kind == "suggest":
                self.solver.suggestValue(self.variables[op["var"]], float(op["value"]))
            elif kind == "removeEdit":
                self.solver.removeEditVariable(self.variables[op["var"]])
            elif kind == "solve":
                self.solver.updateVariables()
                return {"values": [v.value() for v in self.variables]}
            return "ok"
        except kiwisolver.DuplicateConstraint:
            return "duplicateConstraint"
        except kiwisolver.UnknownConstraint:
            return "unknownConstraint"
        except kiwisolver.DuplicateEditVariable:
            return "duplicateEditVariable"
        except kiwisolver.UnknownEditVariable:
            return "unknownEditVariable"
        except kiwisolver.BadRequiredStrength:
            return "requiredEditStrength"

    def run(self):
        """The system's output line, as a dict."""
        return {"id": self.system["id"], "results": [self.perform(op) for op in self.system["ops"]]}


def main():
    for line in sys.stdin:
        if line.strip():
            output = KiwiSession(json.loads(line)).run()
            sys.stdout.write(json.dumps(output, separators=(",", ":")) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
