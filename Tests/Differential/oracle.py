"""The LP oracle: feasibility of required constraints and the optimum of the soft ones, by HiGHS.

A constraint here is a `Row`: `Σ coeff·x + constant (relation) 0` with duplicate variables summed.
Soft constraints carry a priority and a weight. Their error is weight × |violation| (for an
inequality, the amount by which it is violated), modelled with error variables e⁺, e⁻ ≥ 0 per
equality and one e ≥ 0 per inequality.

Two objectives are offered: `lexicographic_optimum` (our solver's semantics: minimise the highest
priority level's error first, fix it, then the next) and `weighted_optimum` (kiwi's semantics: one
weighted sum). Both return optimal values only; optima are often not unique, so the test compares
errors, never variable values.

HiGHS works in floating point with absolute tolerances, and on the widest supported magnitudes
(coefficients of 1e-9 forcing values of 1e15) it can be wrong. With `exact=True`, `feasible_point` and
`lexicographic_optimum` solve the same LPs in exact rational arithmetic instead (sympy's simplex; every
double is an exact binary fraction): slower, so the judge asks for it only to referee a disagreement.
"""

import signal
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
from scipy.optimize import linprog
from sympy import Matrix, Rational
from sympy.solvers.simplex import InfeasibleLPError, UnboundedLPError
from sympy.solvers.simplex import linprog as exact_linprog

# Tighter than HiGHS's defaults (1e-7): the systems are small and their data exact binary fractions.
HIGHS_OPTIONS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}
# Slack allowed when a level's optimum becomes a constraint for the levels below it, relative to the
# optimum; retried larger if HiGHS then finds the next level infeasible. Slack at one level can buy a
# lower level many times as much (1e-9 at level 750 once bought 1.4e-6 at level 250), so it starts tiny.
LEVEL_SLACKS = (1e-12, 1e-10, 1e-8)
# Seconds an exact LP may take (sympy's rational simplex can crawl on a degenerate program); past
# that the oracle has no answer, which stops the judging of that system as oracle trouble.
EXACT_TIME_LIMIT = 10


class OracleError(Exception):
    """HiGHS could not decide an LP (numerical trouble): the oracle has no answer."""


@dataclass(frozen=True)
class Row:
    """`Σ coefficients[v]·x[v] + constant (relation) 0`, relation one of '<=', '==', '>='."""

    coefficients: tuple  # of (variable, coefficient), variables distinct, no zero coefficients
    constant: float
    relation: str

    @staticmethod
    def make(terms, constant, relation):
        """A row from `[[variable, coefficient], ...]`, adding up repeated variables."""
        sums = {}
        for variable, coefficient in terms:
            sums[int(variable)] = sums.get(int(variable), 0.0) + float(coefficient)
        kept = tuple((v, c) for v, c in sums.items() if c != 0.0)
        return Row(kept, float(constant), relation)

    def value(self, x):
        """The left-hand side at the point x."""
        return sum(c * x[v] for v, c in self.coefficients) + self.constant

    def scale(self, x):
        """The magnitude the left-hand side was computed from, for relative tolerances (at least 1)."""
        return max(1.0, self.magnitude(x))

    def magnitude(self, x):
        """The largest of |constant| and |coefficient·x| at x: the row's own scale, however small."""
        return max([abs(self.constant)] + [abs(c * x[v]) for v, c in self.coefficients])

    def violation(self, x):
        """By how much the row fails to hold at x (0 if it holds)."""
        lhs = self.value(x)
        if self.relation == "==":
            return abs(lhs)
        if self.relation == "<=":
            return max(0.0, lhs)
        return max(0.0, -lhs)

    def holds_when_empty(self):
        """Whether a row without variables holds: its constant alone decides."""
        return self.violation({}) == 0.0


@dataclass(frozen=True)
class Soft:
    """A soft row with its priority level and weight."""

    row: Row
    priority: float
    weight: float


def _rational(x):
    """A number as an exact rational: a double's exact binary value, or an exact result kept as it was."""
    return x if isinstance(x, Rational) else Rational(Fraction(float(x)))


def _matrix(rows):
    return Matrix([[_rational(x) for x in row] for row in rows]) if rows else None


@contextmanager
def _time_limit(seconds):
    """Raises OracleError in the block after `seconds` (the judge runs in the main thread of its process)."""
    def expire(signum, frame):
        raise OracleError(f"exact LP took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _solve_exact(objective, a_eq, b_eq, a_ub, b_ub, bounds):
    """The same LP in exact rational arithmetic; returns (status, x, fun) like `_solve`, x as floats and fun
    exact. Every answer is checked exactly: sympy 1.14's simplex can call a point optimal that breaks the
    program's own rows (seed 3, system 2853 of the wide systems: level 750's optimum came back as 0 from a
    point with `x1 + 131 - e⁺ + e⁻ = 0` at x1 = e⁺ = e⁻ = 0, where HiGHS and a hand solution agree on
    1268.01). Its pivots follow the order of the rows, so a refuted answer is asked again with the rows
    reversed; if that is refuted too, the oracle has no answer (OracleError), never a wrong one."""
    for attempt in range(2):
        order = (lambda rows: rows) if attempt == 0 else (lambda rows: rows[::-1])
        status, x, fun = _solve_exact_once(objective, order(a_eq), order(b_eq), order(a_ub), order(b_ub), bounds)
        if status == "infeasible" or _holds_exactly(objective, a_eq, b_eq, a_ub, b_ub, bounds, x, fun):
            return status, None if x is None else [float(v) for v in x], fun
    raise OracleError("sympy's exact simplex returned a point that breaks the program, in both row orders")


def _holds_exactly(objective, a_eq, b_eq, a_ub, b_ub, bounds, x, fun):
    """Whether the exact point x satisfies every row and bound, and the objective there is fun."""
    def dot(row):
        return sum((_rational(c) * v for c, v in zip(row, x) if c != 0), Rational(0))

    return (all(dot(row) <= _rational(b) for row, b in zip(a_ub, b_ub))
            and all(dot(row) == _rational(b) for row, b in zip(a_eq, b_eq))
            and all(low is None or v >= low for (low, _), v in zip(bounds, x))
            and dot(objective) == fun)


def _solve_exact_once(objective, a_eq, b_eq, a_ub, b_ub, bounds):
    """One exact solve by sympy; x as exact rationals. Free variables are split into two non-negative ones
    (x = x⁺ - x⁻) here, because sympy 1.14's own handling of free bounds declares `x <= -53` infeasible."""
    free = [k for k, (low, _) in enumerate(bounds) if low is None]

    def widen(rows):
        return [list(row) + [-row[k] for k in free] for row in rows]

    column = Matrix([_rational(x) for x in list(objective) + [-objective[k] for k in free]])
    if not a_ub:  # sympy 1.14 cannot build a program from equalities alone: add 0 <= 0
        a_ub, b_ub = [[0.0] * len(bounds)], [0.0]
    try:
        with _time_limit(EXACT_TIME_LIMIT):
            fun, x = exact_linprog(
                column, A=_matrix(widen(a_ub)), b=Matrix([_rational(x) for x in b_ub]) if b_ub else None,
                A_eq=_matrix(widen(a_eq)), b_eq=Matrix([_rational(x) for x in b_eq]) if b_eq else None)
    except InfeasibleLPError:
        return "infeasible", None, None
    except UnboundedLPError as error:
        raise OracleError(f"exact LP unbounded: {error}") from error
    values = list(x[: len(bounds)])
    for offset, k in enumerate(free):
        values[k] -= x[len(bounds) + offset]
    return "optimal", values, fun


def _solve(objective, a_eq, b_eq, a_ub, b_ub, bounds, exact=False):
    """One HiGHS run (or an exact one); returns (status, x, fun) with status 'optimal' or 'infeasible'."""
    if exact:
        return _solve_exact(objective, a_eq, b_eq, a_ub, b_ub, bounds)
    result = linprog(
        objective,
        A_eq=np.array(a_eq) if a_eq else None,
        b_eq=np.array(b_eq) if b_eq else None,
        A_ub=np.array(a_ub) if a_ub else None,
        b_ub=np.array(b_ub) if b_ub else None,
        bounds=bounds,
        method="highs",
        options=HIGHS_OPTIONS,
    )
    if result.status == 0:
        return "optimal", result.x, result.fun
    if result.status == 2:
        return "infeasible", None, None
    raise OracleError(f"HiGHS status {result.status}: {result.message}")


class _Program:
    """An LP over n free variables plus error variables, built from required and soft rows."""

    def __init__(self, n, required, soft=(), exact=False):
        self.n = n
        self.exact = exact
        self.a_eq, self.b_eq, self.a_ub, self.b_ub = [], [], [], []
        self.bounds = [(None, None)] * n
        self.trivially_infeasible = False
        self.soft_errors = []  # per soft row: list of its error variable indices
        self.soft_offsets = []  # per soft row without variables: its constant violation
        for row in required:
            self._add_required(row)
        for item in soft:
            self._add_soft(item.row)

    def _new_error(self):
        self.bounds.append((0, None))
        for line in self.a_eq + self.a_ub:
            line.append(0.0)
        return len(self.bounds) - 1

    def _line(self, row, sign=1.0):
        line = [0.0] * len(self.bounds)
        for v, c in row.coefficients:
            line[v] += sign * c
        return line

    def _add_required(self, row):
        if not row.coefficients:
            self.trivially_infeasible |= not row.holds_when_empty()
            return
        if row.relation == "==":
            self.a_eq.append(self._line(row))
            self.b_eq.append(-row.constant)
        else:
            sign = 1.0 if row.relation == "<=" else -1.0
            self.a_ub.append(self._line(row, sign))
            self.b_ub.append(-sign * row.constant)

    def _add_soft(self, row):
        if not row.coefficients:
            self.soft_errors.append([])
            self.soft_offsets.append(row.violation({}))
            return
        self.soft_offsets.append(0.0)
        if row.relation == "==":
            plus, minus = self._new_error(), self._new_error()
            line = self._line(row)
            line[plus], line[minus] = -1.0, 1.0
            self.a_eq.append(line)
            self.b_eq.append(-row.constant)
            self.soft_errors.append([plus, minus])
        else:
            error = self._new_error()
            sign = 1.0 if row.relation == "<=" else -1.0
            line = self._line(row, sign)
            line[error] = -1.0
            self.a_ub.append(line)
            self.b_ub.append(-sign * row.constant)
            self.soft_errors.append([error])

    def objective(self, weights):
        """The objective vector charging weights[i] per unit of soft row i's error, and its constant."""
        vector = np.zeros(len(self.bounds))
        offset = 0.0
        for i, weight in enumerate(weights):
            for e in self.soft_errors[i]:
                vector[e] += weight
            offset += weight * self.soft_offsets[i]
        return vector, offset

    def minimise(self, vector, offset):
        """Minimum of vector·z + offset; None if infeasible."""
        if self.trivially_infeasible:
            return None, None
        status, x, fun = _solve(vector, self.a_eq, self.b_eq, self.a_ub, self.b_ub, self.bounds, self.exact)
        if status == "infeasible":
            return None, None
        if self.exact:
            self.exact_minimum = fun  # without the offset, for `fix`
            return x, float(fun + _rational(offset))
        return x, fun + offset

    def fix(self, vector, offset, optimum, slack):
        """Keeps vector·z + offset within a slack of its optimum from now on (exactly at it, if exact)."""
        self.a_ub.append(list(vector))
        self.b_ub.append(self.exact_minimum if self.exact else optimum - offset + slack * max(1.0, abs(optimum)))

    def unfix(self):
        """Takes back the last `fix`."""
        self.a_ub.pop()
        self.b_ub.pop()


def feasible_point(n, rows, exact=False):
    """A point satisfying every required row, or None if there is none."""
    program = _Program(n, rows, exact=exact)
    if program.trivially_infeasible:
        return None
    if not program.a_eq and not program.a_ub:
        return [0.0] * n
    x, _ = program.minimise(np.zeros(len(program.bounds)), 0.0)
    return None if x is None else list(x[:n])


def satisfies(row, x, tolerance=1e-9):
    """Whether x satisfies a required row up to a tolerance relative to the row's magnitude."""
    return row.violation(x) <= tolerance * row.scale(x)


def lexicographic_optimum(n, required, soft, exact=False):
    """Each priority level's minimal weighted error, highest priority first, as [(priority, error)].

    Raises OracleError if the required rows are infeasible (the caller only asks about held ones).
    """
    program = _Program(n, required, soft, exact=exact)
    levels = sorted({item.priority for item in soft}, reverse=True)
    objectives = []
    for priority in levels:
        weights = [item.weight if item.priority == priority else 0.0 for item in soft]
        objectives.append(program.objective(weights))
    optimum = _minimise_levels(program, levels, objectives, [])
    if optimum is None:
        raise OracleError("no level-by-level optimum: the required rows or a fixed level are infeasible")
    return optimum


def _minimise_levels(program, levels, objectives, done):
    """Minimises the remaining levels in order, retrying with more slack where fixing one fails."""
    if len(done) == len(levels):
        return done
    vector, offset = objectives[len(done)]
    x, value = program.minimise(vector, offset)
    if x is None:
        return None
    value = max(value, offset)
    for slack in LEVEL_SLACKS:
        program.fix(vector, offset, value, slack)
        result = _minimise_levels(program, levels, objectives, done + [(levels[len(done)], value)])
        program.unfix()
        if result is not None:
            return result
    return None


def weighted_optimum(n, required, soft, strength):
    """The minimal total of strength(item) × error over the soft rows (kiwi's single objective)."""
    program = _Program(n, required, soft)
    vector, offset = program.objective([strength(item) for item in soft])
    x, value = program.minimise(vector, offset)
    if x is None:
        raise OracleError("required rows infeasible")
    return max(value, offset)


def level_errors(soft, x):
    """The weighted error of each priority level at x, as {priority: error}."""
    errors = {}
    for item in soft:
        errors[item.priority] = errors.get(item.priority, 0.0) + item.weight * item.row.violation(x)
    return errors
