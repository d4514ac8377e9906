"""Seeded random systems for the differential test, in the replay protocol's JSON form.

`generate(seed, system_id)` draws one system from `random.Random(f"{seed}/{system_id}")`, so any
system can be regenerated alone (`run --only ID`). Each system picks a profile that biases the ops
towards one kind of trouble: layout-like chains, conflicts (unsatisfiable adds), removals and
re-adds, edit variables pushed against inequalities, degenerate constraints (copies, scaled copies,
redundant sums, terms that cancel), or misuse (errors that must leave the solver unchanged).

The generator tracks which constraints it *tried* to add, not which were accepted: that depends on
feasibility, which only the oracle decides. Removing a constraint whose add failed is fine; it is
then one more `unknownConstraint` check.

A few systems drive two or three solvers that share the variables and the constraint objects (one
object added to both), which exercises the solver's per-variable and per-constraint registration
slots and their fallback tables.

Each system also picks a magnitude mode: `plain` (small exact numbers, as layouts use), `wide`
(coefficients drawn log-uniformly from 1e-9 to 1e9, constants and suggestions to ±1e6, weights across
1e-3...1e3: the whole supported range, `SupportedRange` in the solver) or `limits` (the range's limits
themselves: ±1e9, ±1e-9, ±1e6, weights 1e-3 and 1e3). Misuse ops also go just beyond the limits.
"""

import math
import random

from model import SUPPORTED

COEFFICIENTS = [1, -1, 1, -1, 1, -1, 2, -2, 0.5, -0.5, 3, -3, 1.5, 0.25]
STANDARD_PRIORITIES = [750, 500, 250]
CUSTOM_PRIORITIES = [999, 600, 1, 100, 999.5, 0.5, 750, 250]
WEIGHTS = [0.5, 2, 3, 5, 1.5, 4]
RELATIONS = ["==", "<=", ">="]
INVALID_STRENGTHS = [(0, 1), (-5, 1), (1000.5, 1), (2000, 1), (500, 0), (500, -1), ("nan", 1), (750, "inf"),
                     (250, "nan"), ("inf", 1)]
NON_FINITE = ["nan", "inf", "-inf"]
MAGNITUDE_MODES = ["plain", "plain", "wide", "limits"]
# Numbers just beyond the supported range, each refused at the door.
BEYOND_COEFFICIENTS = [1.5e9, -2e9, 9e-10, -5e-10, 1e15, 1e-300, -1.7976931348623157e308]
BEYOND_CONSTANTS = [1e6 * (1 + 2 ** -40), -2e6, 1e300]
BEYOND_WEIGHTS = [2e3, 9.99e-4, 1e300, 1e-300]
BEYOND_SUGGESTIONS = [1e6 * (1 + 2 ** -40), -1.5e6, 1e300]
# Ids from here on are never added, so removing them is always `unknownConstraint`.
UNKNOWN_IDS = 1000

# Relative frequency of each kind of op per profile.
PROFILES = {
    "general": {"required": 8, "soft": 6, "batch": 2, "remove": 3, "edit": 2, "suggest": 3, "removeEdit": 1,
                "conflict": 1, "degenerate": 1, "misuse": 1, "readd": 1, "removeBatch": 1, "reset": 0.3},
    "layout": {"chain": 8, "required": 2, "soft": 5, "batch": 2, "remove": 2, "edit": 3, "suggest": 5,
               "removeEdit": 1, "conflict": 1, "misuse": 1},
    "conflicts": {"required": 8, "soft": 2, "batch": 2, "remove": 2, "conflict": 6, "degenerate": 1,
                  "misuse": 1, "readd": 1},
    "removals": {"required": 6, "chain": 3, "soft": 4, "batch": 2, "remove": 8, "readd": 4, "edit": 1,
                 "suggest": 2, "removeEdit": 1, "conflict": 1, "removeBatch": 3, "reset": 0.5},
    "edits": {"bound": 6, "chain": 4, "soft": 3, "edit": 3, "suggest": 10, "removeEdit": 2, "remove": 2,
              "misuse": 1},
    "degenerate": {"required": 4, "soft": 3, "degenerate": 8, "remove": 3, "conflict": 2, "batch": 1,
                   "readd": 1, "suggest": 1, "edit": 1},
    "ladder": {"ladder": 6, "required": 3, "chain": 3, "edit": 2, "suggest": 3, "remove": 2, "soft": 2},
    "misuse": {"required": 4, "soft": 4, "batch": 1, "remove": 2, "edit": 2, "suggest": 2, "misuse": 8,
               "removeEdit": 1, "reset": 0.5},
}


class SystemBuilder:
    """Builds one system op by op; see the module docstring."""

    def __init__(self, rng, system_id):
        self.rng = rng
        self.id = system_id
        self.n = rng.randint(2, 7)
        self.profile = rng.choice(sorted(PROFILES))
        self.custom = rng.random() < 0.3
        self.magnitudes = rng.choice(MAGNITUDE_MODES)
        # A few systems drive two or three solvers that share variables and constraint objects.
        self.solvers = rng.choice([2, 2, 3]) if rng.random() < 0.12 else 1
        self.current = 0  # the solver the next op goes to
        self.ops = []
        self.next_id = 0
        self.tried = {}  # id -> spec of every well-formed constraint created so far
        # Per solver: ids tried there and not removed (a dict, for its order), ids removed, edit variables.
        self.held = [{} for _ in range(self.solvers)]
        self.removed = [set() for _ in range(self.solvers)]
        self.edits = [set() for _ in range(self.solvers)]
        self.last_suggestion = {}

    # Building blocks.

    def var(self):
        return self.rng.randrange(self.n)

    def log_uniform(self, low, high):
        """A number between low and high (both positive), uniform in its logarithm."""
        return math.exp(self.rng.uniform(math.log(low), math.log(high)))

    def sign(self):
        return self.rng.choice([1, -1])

    def coefficient(self):
        if self.magnitudes == "wide" and self.rng.random() < 0.5:
            return self.sign() * self.log_uniform(SUPPORTED["coefficient"][0], SUPPORTED["coefficient"][1])
        if self.magnitudes == "limits" and self.rng.random() < 0.3:
            return self.sign() * self.rng.choice(SUPPORTED["coefficient"])
        return self.rng.choice(COEFFICIENTS)

    def constant(self, low=-100, high=100):
        if self.magnitudes == "wide" and self.rng.random() < 0.4:
            return self.sign() * self.log_uniform(1e-9, SUPPORTED["constant"])
        if self.magnitudes == "limits" and self.rng.random() < 0.25:
            return self.sign() * SUPPORTED["constant"]
        return self.rng.randint(low, high)

    def weight(self):
        if self.magnitudes == "wide":
            return self.log_uniform(*SUPPORTED["weight"])
        if self.magnitudes == "limits" and self.rng.random() < 0.5:
            return self.rng.choice(SUPPORTED["weight"])
        return self.rng.choice(WEIGHTS)

    def soft_strength(self):
        """A non-required priority and weight: mostly strong/medium/weak with weight 1."""
        priorities = CUSTOM_PRIORITIES if self.custom else STANDARD_PRIORITIES
        weight = self.weight() if self.rng.random() < (0.6 if self.magnitudes != "plain" else 0.3) else 1
        return self.rng.choice(priorities), weight

    def strength(self, required_share=0.4):
        if self.rng.random() < required_share:
            return 1000, 1
        return self.soft_strength()

    def spec(self, terms, constant, relation, strength):
        """A new constraint object (a fresh id) with this content."""
        priority, weight = strength
        spec_id = self.next_id
        self.next_id += 1
        spec = {"id": spec_id, "terms": terms, "constant": constant, "relation": relation,
                "priority": priority, "weight": weight}
        self.tried[spec_id] = spec
        return spec

    def random_terms(self):
        count = self.rng.choice([1, 1, 2, 2, 2, 3])
        chosen = self.rng.sample(range(self.n), min(count, self.n))
        return [[v, self.coefficient()] for v in chosen]

    def random_spec(self, strength):
        return self.spec(self.random_terms(), self.constant(), self.rng.choice(RELATIONS), strength)

    def chain_spec(self, strength):
        """A layout-like constraint: an offset between two variables, a bound, or a midpoint."""
        a, b = self.var(), self.var()
        shape = self.rng.random()
        if shape < 0.5 and a != b:
            terms, constant = [[a, 1], [b, -1]], self.constant(-50, 50)
        elif shape < 0.8 or self.n < 3:
            terms, constant = [[a, 1]], self.constant()
        else:
            c = self.var()
            terms, constant = [[a, 2], [b, -1], [c, -1]], 0
        return self.spec(terms, constant, self.rng.choice(["==", "<=", ">=", ">="]), strength)

    def emit(self, op):
        """Appends an op, addressed to the current solver when there are several."""
        if self.solvers > 1:
            op = dict(op, solver=self.current)
        self.ops.append(op)

    def track(self, spec):
        self.held[self.current][spec["id"]] = True
        self.removed[self.current].discard(spec["id"])

    def add(self, spec):
        self.track(spec)
        self.emit(dict({"op": "add"}, **spec))

    def add_batch(self, specs):
        for spec in specs:
            self.track(spec)
        self.emit({"op": "addBatch", "constraints": specs})

    def forget(self, spec):
        """Keeps a malformed constraint (NaN, bad strength) out of later copies, sums and removals."""
        self.tried.pop(spec["id"], None)
        return spec

    def add_malformed(self, spec):
        self.emit(dict({"op": "add"}, **self.forget(spec)))

    def held_ids(self, required=None):
        """Ids the current solver was given and has not removed, optionally only (non-)required ones."""
        ids = [i for i in self.held[self.current] if i in self.tried]
        if required is not None:
            ids = [i for i in ids if (self.tried[i]["priority"] == 1000) == required]
        return ids

    # One method per kind of op, named as in PROFILES.

    def op_required(self):
        self.add(self.random_spec((1000, 1)))

    def op_soft(self):
        self.add(self.random_spec(self.soft_strength()))

    def op_chain(self):
        self.add(self.chain_spec(self.strength(0.5)))

    def op_bound(self):
        """A required or soft bound on one variable, so that suggestions run into it (dual simplex)."""
        v = self.var()
        low, high = self.constant(-80, 20), self.constant(30, 120)
        side = self.rng.random()
        strength = self.strength(0.7)
        if side < 0.5:
            self.add(self.spec([[v, 1]], -low, ">=", strength))
        if side >= 0.3:
            self.add(self.spec([[v, 1]], -high, "<=", strength))

    def op_ladder(self):
        """One soft constraint against several of a lower priority, heavier in total: strict priorities
        must let the single higher one win, however many the lower ones are and whatever their weights."""
        terms = self.random_terms()
        high, low = sorted(self.rng.sample(CUSTOM_PRIORITIES if self.custom else STANDARD_PRIORITIES, 2))[::-1]
        target = self.constant()
        self.add(self.spec(terms, -target, self.rng.choice(RELATIONS), (high, 1)))
        for _ in range(self.rng.randint(2, 4)):
            pull = target + self.rng.choice([-1, 1]) * self.rng.randint(5, 60)
            relation = self.rng.choice(["==", "==", "<=", ">="])
            self.add(self.spec(terms, -pull, relation, (low, self.weight())))

    def op_batch(self):
        count = 0 if self.rng.random() < 0.04 else self.rng.randint(1, 4)  # an empty batch must be fine too
        specs = []
        for _ in range(count):
            maker = self.chain_spec if self.rng.random() < 0.5 else self.random_spec
            specs.append(maker(self.strength()))
        self.add_batch(specs)

    def op_remove(self):
        ids = self.held_ids()
        if not ids:
            return self.op_required()
        # Prefer required equalities: removing one makes our solver rebuild.
        equalities = [i for i in ids if self.tried[i]["priority"] == 1000 and self.tried[i]["relation"] == "=="]
        pool = equalities if equalities and self.rng.random() < 0.5 else ids
        victim = self.rng.choice(pool)
        del self.held[self.current][victim]
        self.removed[self.current].add(victim)
        self.emit({"op": "remove", "id": victim})

    def op_removeBatch(self):
        ids = self.held_ids()
        if len(ids) < 2:
            return self.emit({"op": "removeBatch", "ids": []}) if self.rng.random() < 0.3 else self.op_remove()
        victims = self.rng.sample(ids, self.rng.randint(2, min(3, len(ids))))
        for victim in victims:
            del self.held[self.current][victim]
            self.removed[self.current].add(victim)
        self.emit({"op": "removeBatch", "ids": victims})

    def op_reset(self):
        self.removed[self.current] |= set(self.held[self.current])
        self.held[self.current].clear()
        self.edits[self.current].clear()
        self.emit({"op": "reset"})

    def op_readd(self):
        removed = sorted(i for i in self.removed[self.current] if i in self.tried)
        if not removed:
            return self.op_remove()
        self.add(self.tried[self.rng.choice(removed)])

    def op_share(self):
        """Gives the current solver a constraint object another solver holds."""
        others = sorted({i for k, held in enumerate(self.held) if k != self.current for i in held if i in self.tried})
        if not others:
            return self.op_chain()
        self.add(self.tried[self.rng.choice(others)])

    def op_edit(self):
        free = [v for v in range(self.n) if v not in self.edits[self.current]]
        if not free:
            return self.op_suggest()
        v = self.rng.choice(free)
        priority, weight = self.soft_strength()
        self.edits[self.current].add(v)
        self.emit({"op": "addEdit", "var": v, "priority": priority, "weight": weight})
        self.suggest(v)

    def suggestion(self, var=None):
        """Mostly a random value; sometimes exactly a bound on the variable (degenerate pivots) or the
        variable's previous suggestion (a suggestion that changes nothing)."""
        shape = self.rng.random()
        if var is not None and shape < 0.2:
            bounds = [-s["constant"] / s["terms"][0][1] for s in self.tried.values()
                      if len(s["terms"]) == 1 and s["terms"][0][0] == var and s["terms"][0][1] != 0]
            if bounds:
                return self.rng.choice(bounds)
        if var is not None and shape < 0.3 and var in self.last_suggestion:
            return self.last_suggestion[var]
        if self.magnitudes == "wide" and shape < 0.6:
            return self.sign() * self.log_uniform(1e-6, SUPPORTED["suggestion"])
        if self.magnitudes == "limits" and shape < 0.5:
            return self.sign() * SUPPORTED["suggestion"]
        value = self.rng.randint(-150, 150)
        return value + 0.5 if self.rng.random() < 0.2 else value

    def suggest(self, var):
        value = self.suggestion(var)
        self.last_suggestion[var] = value
        self.emit({"op": "suggest", "var": var, "value": value})

    def op_suggest(self):
        if not self.edits[self.current]:
            return self.op_edit()
        v = self.rng.choice(sorted(self.edits[self.current]))
        for _ in range(self.rng.randint(1, 3)):
            self.suggest(v)

    def op_removeEdit(self):
        if not self.edits[self.current]:
            return self.op_edit()
        v = self.rng.choice(sorted(self.edits[self.current]))
        self.edits[self.current].discard(v)
        self.emit({"op": "removeEdit", "var": v})

    def op_conflict(self):
        """A required constraint built to contradict one or more tried required constraints."""
        ids = self.held_ids(required=True)
        if not ids:
            return self.op_required()
        picked = [self.tried[i] for i in self.rng.sample(ids, min(len(ids), self.rng.randint(1, 3)))]
        # A positive combination of the picked rows, with the constant pushed past what they allow.
        terms, constant, relation = [], 0.0, "=="
        for spec in picked:
            factor = self.rng.choice([1, 2, 0.5])
            sign = -1 if spec["relation"] == ">=" else 1
            terms += [[v, c * factor * sign] for v, c in spec["terms"]]
            constant += spec["constant"] * factor * sign
            if spec["relation"] != "==":
                relation = "<="
        shift = self.rng.randint(1, 20)
        if relation == "==":
            self.add(self.spec(terms, constant + self.rng.choice([-shift, shift]), "==", (1000, 1)))
        else:
            # The sum satisfies Σ ≤ 0; demand Σ ≥ shift instead.
            self.add(self.spec(terms, constant - shift, ">=", (1000, 1)))

    def op_degenerate(self):
        shape = self.rng.randrange(6)
        ids = self.held_ids()
        equalities = [i for i in self.held_ids(required=True) if self.tried[i]["relation"] == "=="]
        if shape == 0 and ids:  # an exact copy under a new id, maybe at another strength
            original = self.tried[self.rng.choice(ids)]
            strength = (original["priority"], original["weight"]) if self.rng.random() < 0.6 else self.strength()
            self.add(self.spec(original["terms"], original["constant"], original["relation"], strength))
        elif shape == 1 and ids:  # a scaled copy, flipped when the factor is negative
            original = self.tried[self.rng.choice(ids)]
            factor = self.rng.choice([2, -1, 0.5, -3])
            relation = original["relation"]
            if factor < 0 and relation != "==":
                relation = "<=" if relation == ">=" else ">="
            terms = [[v, c * factor] for v, c in original["terms"]]
            self.add(self.spec(terms, original["constant"] * factor, relation, self.strength(0.6)))
        elif shape == 2 and len(equalities) >= 2:  # a redundant sum of two equalities
            a, b = (self.tried[i] for i in self.rng.sample(equalities, 2))
            self.add(self.spec(a["terms"] + b["terms"], a["constant"] + b["constant"], "==", (1000, 1)))
        elif shape == 3:  # terms that cancel to nothing, maybe leaving an impossible constant
            v, c = self.var(), self.coefficient()
            extra = [[self.var(), 0]] if self.rng.random() < 0.3 else []
            constant = self.rng.choice([0, 0, self.constant()])
            self.add(self.spec([[v, c], [v, -c]] + extra, constant, self.rng.choice(RELATIONS), self.strength(0.6)))
        elif shape == 4:  # an equality written as two opposite inequalities
            terms, constant = self.random_terms(), self.constant()
            strength = self.strength(0.7)
            self.add(self.spec(terms, constant, "<=", strength))
            self.add(self.spec(terms, constant, ">=", strength))
        else:  # a variable split across repeated terms
            v, w = self.var(), self.var()
            self.add(self.spec([[v, 1], [w, 2], [v, 1], [w, -1]], self.constant(), self.rng.choice(RELATIONS),
                               self.strength()))

    def op_misuse(self):
        shape = self.rng.randrange(16 if self.magnitudes != "plain" else 13)
        ids = self.held_ids()
        edits = sorted(self.edits[self.current])
        not_edits = [v for v in range(self.n) if v not in edits] or [self.var()]
        if shape == 0:
            self.emit({"op": "remove", "id": UNKNOWN_IDS + self.rng.randrange(100)})
        elif shape == 1 and ids:  # the same object again
            self.add(self.tried[self.rng.choice(ids)])
        elif shape == 2:  # a NaN or infinite constant or coefficient
            spec = self.random_spec(self.strength())
            if self.rng.random() < 0.5:
                spec["constant"] = self.rng.choice(NON_FINITE)
            else:
                spec["terms"][0][1] = self.rng.choice(NON_FINITE)
            self.add_malformed(spec)
        elif shape == 3:
            self.add_malformed(self.random_spec(self.rng.choice(INVALID_STRENGTHS)))
        elif shape == 4 and edits:
            priority, weight = self.soft_strength()
            self.emit({"op": "addEdit", "var": self.rng.choice(edits), "priority": priority, "weight": weight})
        elif shape == 5:
            self.emit({"op": "addEdit", "var": self.var(), "priority": 1000, "weight": 1})
        elif shape == 6:
            priority, weight = self.rng.choice(INVALID_STRENGTHS)
            self.emit({"op": "addEdit", "var": self.var(), "priority": priority, "weight": weight})
        elif shape == 7:
            self.emit({"op": "suggest", "var": self.rng.choice(not_edits), "value": self.suggestion()})
        elif shape == 8:
            v = self.rng.choice(edits) if edits else self.var()
            self.emit({"op": "suggest", "var": v, "value": self.rng.choice(NON_FINITE)})
        elif shape == 9:
            self.emit({"op": "removeEdit", "var": self.rng.choice(not_edits)})
        elif shape == 11 and ids:  # a removal list naming a constraint that is not held: nothing may go
            victims = self.rng.sample(ids, min(2, len(ids))) + [UNKNOWN_IDS + self.rng.randrange(100)]
            self.emit({"op": "removeBatch", "ids": self.rng.sample(victims, len(victims))})
        elif shape == 12 and ids:  # a removal list naming one constraint twice
            victim = self.rng.choice(ids)
            self.emit({"op": "removeBatch", "ids": [victim, victim]})
        elif shape == 13:  # a coefficient or constant just beyond the supported range
            spec = self.random_spec(self.strength())
            if self.rng.random() < 0.5:
                spec["constant"] = self.rng.choice(BEYOND_CONSTANTS)
            elif self.rng.random() < 0.3:  # two terms of one variable that add up beyond the range
                v = spec["terms"][0][0]
                spec["terms"] = [[v, SUPPORTED["coefficient"][1]], [v, self.rng.choice([1, 0.5, 1e3])]]
            else:
                spec["terms"][0][1] = self.rng.choice(BEYOND_COEFFICIENTS)
            self.add_malformed(spec)
        elif shape == 14:  # a weight beyond the range, on a constraint or an edit variable
            weight = self.rng.choice(BEYOND_WEIGHTS)
            if self.rng.random() < 0.5:
                self.add_malformed(self.random_spec((self.rng.choice(STANDARD_PRIORITIES), weight)))
            else:
                self.emit({"op": "addEdit", "var": self.rng.choice(not_edits), "priority": 250, "weight": weight})
        elif shape == 15 and edits:  # a suggestion beyond the range
            self.emit({"op": "suggest", "var": self.rng.choice(edits), "value": self.rng.choice(BEYOND_SUGGESTIONS)})
        else:  # a batch that repeats a constraint, or includes a bad one: nothing of it may stay
            first = self.random_spec(self.strength())
            second = self.random_spec(self.strength())
            if self.rng.random() < 0.5:
                self.forget(second)["constant"] = "nan"
            batch = [first, second, first] if self.rng.random() < 0.5 else [first, second]
            self.emit({"op": "addBatch", "constraints": batch})

    def build(self):
        count = self.rng.randint(3, 25)
        kinds = dict(PROFILES[self.profile])
        if self.solvers > 1:
            kinds["share"] = 3
        names = sorted(kinds)
        while len(self.ops) < count - 1:
            if self.solvers > 1 and self.rng.random() < 0.35:
                self.current = self.rng.randrange(self.solvers)
            getattr(self, "op_" + self.rng.choices(names, [kinds[k] for k in names])[0])()
            if self.rng.random() < 0.3:
                self.emit({"op": "solve"})
            elif self.rng.random() < 0.08:
                self.emit({"op": "constraints"})
        # Kinds that add several ops can overshoot; the limit is 25 ops, the last a solve.
        self.ops = self.ops[: max(count, 3) - 1]
        # An edit without its suggestion would start at the variable's last value, which kiwi does not do.
        while self.ops and self.ops[-1]["op"] == "addEdit":
            self.ops.pop()
        while len(self.ops) < 2:
            self.op_required()
        self.emit({"op": "solve"})
        system = {"id": self.id, "variables": self.n, "ops": self.ops}
        if self.solvers > 1:
            system["solvers"] = self.solvers
        return system


def generate(seed, system_id):
    """System `system_id` of the sequence for `seed`."""
    return SystemBuilder(random.Random(f"{seed}/{system_id}"), system_id).build()
