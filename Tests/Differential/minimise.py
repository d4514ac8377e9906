"""Shrinks a failing system while it still fails the same way: fewer ops, batch members, terms, variables.

Greedy delta debugging: try removing chunks of ops (halves, quarters, … single ops), then batch
members, then terms, then unused variables, then extra solvers, and keep every change after which
our solver still shows a finding of the same kind. Each try is one replay process and one judging, a few milliseconds.
"""

import json

import model
from processes import stream

MAX_TRIES = 3000


class Shrinker:
    """Holds the current smallest failing system and the budget of tries."""

    def __init__(self, system, kind, binary):
        self.system = system
        self.kind = kind
        self.binary = binary
        self.tries = 0

    def fails(self, candidate):
        """Whether the candidate still shows a finding of the same kind."""
        self.tries += 1
        line = json.dumps(candidate, separators=(",", ":"))
        first = stream([str(self.binary)], [line], timeout=10)
        if self.kind == "crash":
            return bool(first.failures)
        if self.kind == "determinism":
            return first.lines != stream([str(self.binary)], [line], timeout=10).lines
        if first.lines[0] is None:
            return False
        try:
            verdict = model.judge(candidate, json.loads(first.lines[0]))
        except model.OracleError:
            return False
        return any(f.kind == self.kind for f in verdict.findings)

    def attempt(self, candidate):
        if self.tries < MAX_TRIES and candidate["ops"] and self.fails(candidate):
            self.system = candidate
            return True
        return False

    def drop_ops(self):
        changed = False
        size = max(1, len(self.system["ops"]) // 2)
        while size >= 1:
            start = 0
            while start < len(self.system["ops"]):
                ops = self.system["ops"]
                if self.attempt(dict(self.system, ops=ops[:start] + ops[start + size:])):
                    changed = True
                else:
                    start += size
            size //= 2
        return changed

    def replace_op(self, index, op):
        ops = list(self.system["ops"])
        ops[index] = op
        return self.attempt(dict(self.system, ops=ops))

    def shrink_batches(self):
        changed = False
        for index in range(len(self.system["ops"])):
            op = self.system["ops"][index]
            if op["op"] != "addBatch":
                continue
            if len(op["constraints"]) == 1:
                changed |= self.replace_op(index, dict({"op": "add"}, **op["constraints"][0]))
                continue
            member = 0
            while member < len(self.system["ops"][index]["constraints"]):
                members = self.system["ops"][index]["constraints"]
                smaller = dict(op, constraints=members[:member] + members[member + 1:])
                if not self.replace_op(index, smaller):
                    member += 1
                else:
                    changed = True
        return changed

    def shrink_terms(self):
        changed = False
        for index in range(len(self.system["ops"])):
            op = self.system["ops"][index]
            if op["op"] != "add":
                continue
            term = 0
            while term < len(self.system["ops"][index]["terms"]) and len(self.system["ops"][index]["terms"]) > 1:
                current = self.system["ops"][index]
                terms = current["terms"][:term] + current["terms"][term + 1:]
                # Every op naming this id must keep the same content: the replay reuses the object.
                if not self.rewrite_constraint(current["id"], dict(current, terms=terms)):
                    term += 1
                else:
                    changed = True
        return changed

    def rewrite_constraint(self, constraint_id, new):
        ops = []
        for op in self.system["ops"]:
            if op["op"] == "add" and op["id"] == constraint_id:
                op = dict(new, op="add")
            ops.append(op)
        return self.attempt(dict(self.system, ops=ops))

    def drop_variables(self):
        used = set()
        for op in self.system["ops"]:
            specs = op.get("constraints", [op])
            for spec in specs:
                used |= {v for v, _ in spec.get("terms", [])}
            if "var" in op:
                used.add(op["var"])
        if len(used) == self.system["variables"]:
            return False
        mapping = {old: new for new, old in enumerate(sorted(used))}

        def renumber(spec):
            spec = dict(spec)
            if "terms" in spec:
                spec["terms"] = [[mapping[v], c] for v, c in spec["terms"]]
            if "var" in spec:
                spec["var"] = mapping[spec["var"]]
            if "constraints" in spec:
                spec["constraints"] = [renumber(s) for s in spec["constraints"]]
            return spec

        return self.attempt(dict(self.system, variables=max(1, len(used)),
                                 ops=[renumber(op) for op in self.system["ops"]]))


    def merge_solvers(self):
        """Tries the whole system on one solver (most failures need only one)."""
        if self.system.get("solvers", 1) == 1:
            return False
        ops = [{k: v for k, v in op.items() if k != "solver"} for op in self.system["ops"]]
        single = {k: v for k, v in self.system.items() if k != "solvers"}
        return self.attempt(dict(single, ops=ops))


def minimise(system, kind, binary):
    """The smallest system found that still fails with a finding of this kind."""
    shrinker = Shrinker(system, kind, binary)
    changed = True
    while changed and shrinker.tries < MAX_TRIES:
        changed = shrinker.drop_ops()
        changed |= shrinker.shrink_batches()
        changed |= shrinker.shrink_terms()
        changed |= shrinker.drop_variables()
        changed |= shrinker.merge_solvers()
    return shrinker.system
