"""The reference model: replays a system's ops on a plain state and judges a solver's results.

`judge(system, output, semantics)` walks the ops together with the results a solver reported. For
each op it works out what the outcome must be (errors from the state, unsatisfiability from LP
feasibility), checks conflict sets, and at every `solve` checks the reported values against the LP
oracle: required rows must hold and each soft level's error must be optimal. Errors leave the state
unchanged, exactly as the solver promises, so the model follows the expected outcome; after an
outcome disagreement the states may differ, so judging of that system stops there.

A system may have several solvers sharing its variables and constraint objects (`"solver": i` on an
op); each has its own state, and only the variables' last written values are common to them.

HiGHS decides every LP first. Where its answer disagrees with the solver's (an add's feasibility, a
conflict set, a level's optimum), the judge asks the exact rational oracle (`oracle.py`) and goes by
its answer: on the widest supported magnitudes HiGHS's absolute tolerances can be wrong, exact
arithmetic cannot. How often that happened is counted.

Two semantics: `OURS` (strict priority levels, edit variables start at the variable's last value,
conflict sets checked) and `KIWI` (one weighted sum with kiwi's strengths, edits start at 0).
"""

import json
import math
from collections import Counter
from dataclasses import dataclass, field

import oracle
from oracle import OracleError, Row, Soft

REQUIRED = 1000.0
# The solver's `SupportedRange`: (smallest, largest) magnitude of a non-zero coefficient and of a weight;
# the largest magnitude of a constant and of a suggested value.
SUPPORTED = {"coefficient": (1e-3, 1e3), "constant": 1e6, "suggestion": 1e6, "weight": (1e-3, 1e3),
             "smallest constant": 1e-200}
# Relative tolerance for required rows at reported values and for comparing errors with the optimum,
# against the row's (or the level's) own scale.
VALUE_TOLERANCE = 1e-6
# Rounding noise in a value is relative to the largest value the system has taken so far (an
# incremental solver that once put x at 1e15 carries ulp(1e15) = 0.125 in x after moving it to 1e6), so
# each check also allows this fraction of that, times the row's largest coefficient: about a thousand
# ulps. Scale-aware both ways: a system whose numbers are all 1e-9 is judged at 1e-9, not against a
# floor of 1 (which would let `x >= 0` pass at x = -1e-6).
SYSTEM_TOLERANCE = 1e-13
KIWI_STRENGTHS = {750.0: 1e6, 500.0: 1e3, 250.0: 1.0}


@dataclass(frozen=True)
class Semantics:
    """What a solver promises; see the module docstring."""

    name: str
    lexicographic: bool
    edit_starts_at_last_value: bool
    checks_conflicts: bool
    checks_recoveries: bool


OURS = Semantics("ours", True, True, True, True)
KIWI = Semantics("kiwi", False, False, False, False)


@dataclass
class Finding:
    """One disagreement: its kind, the op index (None for the whole system) and what happened."""

    kind: str
    op: int | None
    message: str
    after_failed_add: bool = False  # whether an unsatisfiable add came earlier in the system


@dataclass
class Verdict:
    """What judging one system found, and what it exercised."""

    system: int
    findings: list = field(default_factory=list)
    counts: Counter = field(default_factory=Counter)
    oracle_trouble: list = field(default_factory=list)


def is_finite_spec(spec):
    """Whether every coefficient and the constant are finite (strings 'nan'/'inf' are not)."""
    numbers = [spec["constant"]] + [term[1] for term in spec["terms"]]
    return all(isinstance(x, (int, float)) and math.isfinite(x) for x in numbers)


def number(x):
    """A protocol number (float, int or 'nan'/'inf'/'-inf') as a float."""
    return float(x)


def is_valid_strength(priority, weight):
    """`Strength.isValid`: 0 < priority <= 1000, weight within the supported 1e-3...1e3."""
    p, w = number(priority), number(weight)
    low, high = SUPPORTED["weight"]
    return math.isfinite(p) and 0 < p <= REQUIRED and low <= w <= high


def supported_coefficient(c):
    low, high = SUPPORTED["coefficient"]
    return c == 0 or low <= abs(c) <= high


def is_supported_spec(spec):
    """`SupportedRange.firstViolation` finds nothing: every term, every variable's sum (added up in the order
    written, as `simplified()` does) and the constant are within the range."""
    sums = {}
    for variable, coefficient in spec["terms"]:
        if not supported_coefficient(float(coefficient)):
            return False
        sums[variable] = sums.get(variable, 0.0) + float(coefficient)
    return all(map(supported_coefficient, sums.values())) and supported_constant(float(spec["constant"]), "constant")


def supported_constant(c, kind):
    """A constant (kind "constant") or a suggested value ("suggestion"): 0, or 1e-200 up to the largest."""
    return c == 0 or SUPPORTED["smallest constant"] <= abs(c) <= SUPPORTED[kind]


def row_of(spec):
    """The oracle row of a constraint spec."""
    return Row.make(spec["terms"], spec["constant"], spec["relation"])


def is_required(spec):
    """Whether a (valid) spec is required."""
    return number(spec["priority"]) == REQUIRED


def result_kind(result):
    """'ok', an error name, 'unsatisfiable' or 'values'."""
    if isinstance(result, str):
        return result
    if isinstance(result, dict) and "values" in result:
        return "values"
    if isinstance(result, dict) and "error" in result:
        return result["error"]
    return repr(result)


class State:
    """What one solver should hold: constraints by id and edit variables."""

    def __init__(self, n):
        self.n = n
        self.held = {}  # id -> spec, in the order added
        self.edits = {}  # var -> (priority, weight, value)
        self.witness = [0.0] * n  # a point satisfying every held required row, or None if unknown
        self.pending_witness = None  # the point found by the last feasibility LP, kept if the add succeeds
        self.exact = False  # whether feasibility is decided in exact arithmetic (to referee a disagreement)

    def required_rows(self, extra=()):
        """Rows of the held required constraints plus extra specs."""
        return [row_of(s) for s in self.held.values() if is_required(s)] + [row_of(s) for s in extra]

    def feasible_with(self, specs):
        """Whether the held required constraints plus these required specs can all hold."""
        rows = [row_of(s) for s in specs]
        if not self.exact and self.witness is not None and all(oracle.satisfies(r, self.witness) for r in rows):
            return True
        point = oracle.feasible_point(self.n, self.required_rows(specs), exact=self.exact)
        if point is not None:
            self.pending_witness = point
        return point is not None

    def soft_items(self):
        """Every soft row: held non-required constraints and edit variables."""
        items = [Soft(row_of(s), number(s["priority"]), number(s.get("weight", 1))) for s in self.held.values()
                 if not is_required(s)]
        for var, (priority, weight, value) in self.edits.items():
            items.append(Soft(Row.make([[var, 1.0]], -value, "=="), priority, weight))
        return items


class Judge:
    """Judges one system's results; see the module docstring."""

    def __init__(self, system, semantics):
        self.system = system
        self.semantics = semantics
        self.states = {}  # solver index -> State; systems may have several solvers sharing variables
        self.state = None  # the state of the solver the current op goes to
        # Every Variable.value as last written by an update of any solver: where edit variables start.
        self.last_values = [0.0] * system["variables"]
        self.verdict = Verdict(system["id"])
        self.counts = self.verdict.counts
        self.seen_unsatisfiable = False
        # The largest |value| any solve has reported, any suggestion set, or any held constraint can force.
        self.value_scale = 0.0

    def find(self, kind, index, message):
        self.verdict.findings.append(Finding(kind, index, message, self.seen_unsatisfiable))

    def run(self, output):
        """Judges the output line (already parsed, or None if the solver produced none)."""
        ops = self.system["ops"]
        self.counts["systems"] += 1
        self.counts["ops"] += len(ops)
        if output is None or "results" not in output:
            self.find("crash", None, f"no result line: {output!r}")
            return self.verdict
        results = output["results"]
        if len(results) != len(ops):
            self.find("protocol", None, f"{len(results)} results for {len(ops)} ops")
            return self.verdict
        if self.semantics.checks_recoveries and output.get("recoveries", 0) != 0:
            self.find("recoveries", None, f"solver.statistics.recoveries = {output['recoveries']}")
        self.counts["rebuilds"] += output.get("rebuilds", 0)
        self.counts["systems with rebuilds"] += output.get("rebuilds", 0) > 0
        for index, (op, result) in enumerate(zip(ops, results)):
            self.counts[f"op {op['op']}"] += 1
            try:
                in_step = self.step(index, op, result)
            except OracleError as error:
                self.verdict.oracle_trouble.append(f"op {index}: {error}")
                return self.verdict
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
                self.find("protocol", index, f"malformed result {json_short(result)}: {error!r}")
                return self.verdict
            if not in_step:
                break
            self.seen_unsatisfiable |= result_kind(result) == "unsatisfiable"
        return self.verdict

    def step(self, index, op, result):
        """Judges one op; returns False when the states may have diverged."""
        kind = op["op"]
        self.state = self.states.setdefault(op.get("solver", 0), State(self.system["variables"]))
        if kind == "solve":
            self.check_solve(index, result)
            return True
        if kind == "constraints":
            return self.check_constraint_list(index, result)
        expected, apply = getattr(self, "expect_" + kind)(op)
        actual = result_kind(result)
        if not isinstance(expected, dict) and self.feasibility_differs(expected, actual):
            # HiGHS and the solver disagree on whether it can hold: exact arithmetic decides.
            self.counts["feasibility refereed in exact arithmetic"] += 1
            self.state.exact = True
            try:
                expected, apply = getattr(self, "expect_" + kind)(op)
            finally:
                self.state.exact = False
        if isinstance(expected, dict):  # several acceptable outcomes, each with its change of state
            if actual not in expected:
                self.find("outcome", index, f"expected one of {sorted(expected)}, got {json_short(result)}")
                return False
            if expected[actual] is not None:
                expected[actual]()
            return True
        expected_kind = expected if isinstance(expected, str) else "unsatisfiable"
        if actual != expected_kind:
            about_feasibility = "unsatisfiable" in (actual, expected_kind)
            message = f"expected {self.describe_expected(expected)}, got {json_short(result)}"
            self.find("unsat" if about_feasibility else "outcome", index, message)
            return False
        if expected_kind == "unsatisfiable":
            failing, candidates = expected[1], expected[2]
            if result.get("constraint") != failing:
                self.find("outcome", index, f"unsatisfiable names constraint {result.get('constraint')},"
                          f" expected {failing}")
                return False
            self.counts["unsatisfiable adds"] += 1
            if self.semantics.checks_conflicts:
                self.check_conflicts(index, result["conflicts"], candidates, expected[3])
        elif expected_kind != "ok":
            self.counts[f"error {expected_kind}"] += 1
        else:
            apply()
        return True

    @staticmethod
    def feasibility_differs(expected, actual):
        expected_kind = expected if isinstance(expected, str) else "unsatisfiable"
        return expected_kind != actual and "unsatisfiable" in (actual, expected_kind)

    @staticmethod
    def describe_expected(expected):
        if isinstance(expected, str):
            return json_short(expected)
        return f"unsatisfiable (constraint {expected[1]})"

    # Expected outcomes. Each returns (expected, apply): expected is a result name,
    # ("unsatisfiable", failing id, candidate conflict specs by id, failing spec), or a dict of
    # acceptable result names to their state changes; apply changes the state when the op succeeds.

    def validation_error(self, spec):
        """`Solver.validate`: non-finite, then strength, then duplicate."""
        if not is_finite_spec(spec):
            return "nonFinite"
        if not is_supported_spec(spec):
            return "unsupportedMagnitude"
        if not is_valid_strength(spec["priority"], spec.get("weight", 1)):
            return "invalidStrength"
        if spec["id"] in self.state.held:
            return "duplicateConstraint"
        return None

    def expect_add(self, op):
        state = self.state
        error = self.validation_error(op)
        if error:
            return error, None
        if is_required(op):
            self.counts["required adds"] += 1
            state.pending_witness = None
            if not state.feasible_with([op]):
                candidates = {i: s for i, s in state.held.items() if is_required(s)}
                return ("unsatisfiable", op["id"], candidates, op), None
        else:
            self.counts["soft adds"] += 1

        def apply():
            state.held[op["id"]] = op
            self.note_forcible_value(op)
            if is_required(op) and state.pending_witness is not None:
                state.witness = state.pending_witness

        return "ok", apply

    def expect_addBatch(self, op):
        state = self.state
        batch = op["constraints"]
        seen = set()
        for spec in batch:
            error = self.validation_error(spec)
            if error:
                return error, None
            if spec["id"] in seen:
                return "duplicateConstraint", None
            seen.add(spec["id"])
        required = [s for s in batch if is_required(s)]
        self.counts["batches"] += 1
        self.counts["required adds"] += len(required)
        self.counts["soft adds"] += len(batch) - len(required)
        state.pending_witness = None
        if required and not state.feasible_with(required):
            # The tableau adds in order, so the first prefix that cannot hold names the failing one.
            for k, spec in enumerate(required):
                if not state.feasible_with(required[: k + 1]):
                    candidates = {i: s for i, s in state.held.items() if is_required(s)}
                    candidates.update({s["id"]: s for s in required[:k]})
                    self.counts["unsatisfiable batches"] += 1
                    return ("unsatisfiable", spec["id"], candidates, spec), None
            raise OracleError("batch infeasible but every prefix feasible")

        def apply():
            for spec in batch:
                state.held[spec["id"]] = spec
                self.note_forcible_value(spec)
            if state.pending_witness is not None:
                state.witness = state.pending_witness

        return "ok", apply

    def expect_remove(self, op):
        return self.expect_removeBatch({"ids": [op["id"]]})

    def expect_removeBatch(self, op):
        """All or nothing. A list naming one constraint twice may either remove it or be an error, but
        an error must leave the solver as it was (the documented promise of every error)."""
        state = self.state
        ids = op["ids"]
        if any(i not in state.held for i in ids):
            return "unknownConstraint", None
        if len(set(ids)) < len(ids):
            _, remove_once = self.expect_removeBatch({"ids": list(dict.fromkeys(ids))})
            return {"ok": remove_once, "unknownConstraint": None}, None
        for i in ids:
            spec = state.held[i]
            if not is_required(spec):
                self.counts["removals of soft constraints"] += 1
            elif spec["relation"] == "==":
                self.counts["removals of required equalities"] += 1
            else:
                self.counts["removals of required inequalities"] += 1

        def apply():
            for i in ids:
                del state.held[i]

        return "ok", apply

    def expect_reset(self, op):
        state = self.state

        def apply():
            state.held.clear()
            state.edits.clear()
            state.witness = [0.0] * state.n

        return "ok", apply

    def expect_addEdit(self, op):
        state = self.state
        var = op["var"]
        priority, weight = op["priority"], op.get("weight", 1)
        if var in state.edits:
            return "duplicateEditVariable", None
        if number(priority) == REQUIRED:
            return "requiredEditStrength", None
        if not is_valid_strength(priority, weight):
            return "invalidStrength", None
        start = 0.0
        if self.semantics.edit_starts_at_last_value and math.isfinite(self.last_values[var]):
            start = self.last_values[var]

        def apply():
            state.edits[var] = (number(priority), number(weight), start)

        return "ok", apply

    def expect_suggest(self, op):
        state = self.state
        var = op["var"]
        if var not in state.edits:
            return "unknownEditVariable", None
        value = number(op["value"])
        if not math.isfinite(value):
            return "nonFinite", None
        if not supported_constant(value, "suggestion"):
            return "unsupportedMagnitude", None
        self.counts["suggestions"] += 1

        def apply():
            priority, weight, _ = state.edits[var]
            state.edits[var] = (priority, weight, value)
            # The edit variable took this value inside the solver, reported or not.
            self.value_scale = max(self.value_scale, abs(value))

        return "ok", apply

    def expect_removeEdit(self, op):
        state = self.state
        if op["var"] not in state.edits:
            return "unknownEditVariable", None

        def apply():
            del state.edits[op["var"]]

        return "ok", apply

    # Checks of reported data.

    def check_constraint_list(self, index, result):
        """`solver.constraints`: the held constraints, in the order they were (last) added."""
        expected = list(self.state.held)
        if not isinstance(result, dict) or result.get("ids") != expected:
            self.find("registry", index, f"solver.constraints should be {expected}, got {json_short(result)}")
            return False
        return True

    def check_conflicts(self, index, conflicts, candidates, failing):
        """The conflict set must name held required constraints, fail with the new one, and be minimal.
        A set HiGHS finds wrong is checked again in exact arithmetic, which decides."""
        if not isinstance(conflicts, list):
            self.find("conflicts", index, f"no conflict list: {json_short(conflicts)}")
            return
        if len(conflicts) != len(set(map(str, conflicts))) or any(c not in candidates for c in conflicts):
            self.find("conflicts", index, f"conflict set {conflicts} names constraints that are not held"
                      f" required ones (held: {sorted(candidates)})")
            return
        self.counts["conflict set sizes " + str(len(conflicts) if len(conflicts) < 3 else "3+")] += 1
        problem = self.conflict_set_problem(conflicts, candidates, failing, exact=False)
        if problem is not None:
            self.counts["conflict sets refereed in exact arithmetic"] += 1
            problem = self.conflict_set_problem(conflicts, candidates, failing, exact=True)
        if problem is not None:
            self.find("conflicts", index, problem)

    def conflict_set_problem(self, conflicts, candidates, failing, exact):
        """What is wrong with a well-formed conflict set by the oracle's feasibility, or None."""
        n = self.state.n
        rows = [row_of(candidates[c]) for c in conflicts]
        if oracle.feasible_point(n, rows + [row_of(failing)], exact=exact) is not None:
            return f"conflict set {conflicts} plus constraint {failing['id']} can hold"
        for k, member in enumerate(conflicts):
            rest = rows[:k] + rows[k + 1:]
            if oracle.feasible_point(n, rest + [row_of(failing)], exact=exact) is None:
                return f"conflict set {conflicts} is not minimal: without {member} it still cannot hold"
        return None

    def check_solve(self, index, result):
        """Reported values: finite, required rows hold, each level's error optimal."""
        state = self.state
        self.counts["solves"] += 1
        if result_kind(result) != "values" or len(result["values"]) != state.n:
            self.find("outcome", index, f"solve gave {json_short(result)}")
            return
        values = [number(v) for v in result["values"]]
        self.last_values = values
        if not all(math.isfinite(v) for v in values):
            self.find("values", index, f"non-finite values {values}")
            return
        soft = state.soft_items()
        self.value_scale = max([self.value_scale] + [abs(v) for v in values])
        for spec_id, spec in state.held.items():
            row = row_of(spec)
            allowed = VALUE_TOLERANCE * row.magnitude(values) + SYSTEM_TOLERANCE * self.noise(row)
            if is_required(spec) and row.violation(values) > allowed:
                self.find("required", index, f"required constraint {spec_id} violated by {row.violation(values):.3g}"
                          f" (allowed {allowed:.3g})")
                return
        if not soft:
            return
        required = state.required_rows()
        if self.semantics.lexicographic:
            self.check_levels(index, required, soft, values)
        else:
            self.check_weighted(index, required, soft, values)
        self.count_solve_features(soft, values)

    def check_levels(self, index, required, soft, values):
        ours = oracle.level_errors(soft, values)
        best = oracle.lexicographic_optimum(self.state.n, required, soft)
        self.counts["levels judged"] += len(best)
        scales = {p: self.level_scale([item for item in soft if item.priority == p], values) for p, _ in best}
        if any(not close(ours[p], optimum, scales[p]) for p, optimum in best):
            # HiGHS and the solver disagree on an optimum: exact arithmetic decides.
            self.counts["optima refereed in exact arithmetic"] += 1
            best = oracle.lexicographic_optimum(self.state.n, required, soft, exact=True)
        for priority, optimum in best:
            if not close(ours[priority], optimum, scales[priority]):
                relation = "above" if ours[priority] > optimum else "below"
                self.find("optimality", index, f"level {priority:g}: error {ours[priority]:.17g} is {relation} the"
                          f" optimum {optimum:.17g} (levels: ours {fmt_levels(ours, best)})")
                return

    def check_weighted(self, index, required, soft, values):
        def strength(item):
            return KIWI_STRENGTHS[item.priority] * item.weight

        theirs = sum(strength(item) * item.row.violation(values) for item in soft)
        best = oracle.weighted_optimum(self.state.n, required, soft, strength)
        scale = sum(strength(item) * (1e-3 * item.row.magnitude(values) + self.noise(item.row)) for item in soft)
        if not close(theirs, best, scale):
            relation = "above" if theirs > best else "below"
            self.find("optimality", index, f"weighted error {theirs:.17g} is {relation} the optimum {best:.17g}")

    def note_forcible_value(self, spec):
        """Counts in `value_scale` the value a held constraint can force on its own: its constant over its
        smallest coefficient. An incremental solver computes with that value the moment the constraint is
        added (`-2·x + 2854.88 >= 0` puts x at 1427.44 in the tableau, and a later `x <= 2.9e-9` is then
        computed as 2854.88 - 2854.88 + 5.7e-9, carrying ulp(2854.88)), whether or not a solve reports it;
        the fuzzer's `largestValue` counts the same (Fuzz/Solver/Checks.swift)."""
        sums = {}
        for var, coefficient in spec["terms"]:
            sums[var] = sums.get(var, 0.0) + number(coefficient)
        coefficients = [abs(c) for c in sums.values() if c != 0]
        if coefficients:
            self.value_scale = max(self.value_scale, abs(number(spec["constant"])) / min(coefficients))

    def noise(self, row):
        """The rounding a row's value can carry: its largest coefficient times the largest value seen."""
        return max([abs(c) for _, c in row.coefficients] + [0.0]) * self.value_scale

    def level_scale(self, level, values):
        """What a level's error may be off by, before `close`'s factors: each row's weight times its own
        magnitude (at 1e-9) and its noise (at SYSTEM_TOLERANCE)."""
        return sum(item.weight * (1e-3 * item.row.magnitude(values) + SYSTEM_TOLERANCE / VALUE_TOLERANCE
                                  * self.noise(item.row)) for item in level)

    def count_solve_features(self, soft, values):
        """Counts what a solve exercised: several levels, and suggestions held back by constraints."""
        levels = {item.priority for item in soft}
        self.counts["solves with 2+ soft levels"] += len(levels) >= 2
        for var, (_, _, value) in self.state.edits.items():
            if abs(values[var] - value) > 1e-6 * max(1.0, abs(value)):
                self.counts["solves with an edit held off its suggestion"] += 1
                break


def close(a, b, scale):
    """Whether two error sums agree to 1e-6 relatively, or within 1e-6 of `scale` (see `Judge.level_scale`)."""
    return abs(a - b) <= VALUE_TOLERANCE * (max(abs(a), abs(b)) + scale)


def fmt_levels(ours, best):
    return ", ".join(f"{p:g}: {ours[p]:.9g} vs {v:.9g}" for p, v in best)


def json_short(value):
    """A compact rendering of a result for messages."""
    return json.dumps(value, separators=(",", ":"))


def judge(system, output, semantics=OURS):
    """Judges one system's parsed output line; returns a Verdict."""
    return Judge(system, semantics).run(output)
