"""The differential test's driver: build, generate, replay twice, judge with the oracle, ask kiwi, report.

Our solver fails the test on any disagreement with the oracle (wrong outcome, bad conflict set,
broken required constraint, non-optimal level), a crash, a non-zero recovery count, or two runs that
do not print the same bytes. kiwi's findings are only counted.
"""

import argparse
import json
import multiprocessing
import os
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import generator
import minimise
import model
from kiwi_replay import for_kiwi
from processes import stream

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
KIWI_COMMAND = [sys.executable, str(HERE / "kiwi_replay.py")]
# Failures printed in full (ops, output, minimised system); the rest get one line each.
DETAILED_FAILURES = 3


def parse_arguments(argv):
    parser = argparse.ArgumentParser(prog="Tests/Differential/run", description=__doc__)
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument("--count", type=int, default=1000, help="number of systems (default 1000)")
    parser.add_argument("--only", type=int, metavar="ID", help="run only system ID of the seed, showing every result")
    parser.add_argument("--replay", type=Path, metavar="FILE", help="judge the systems in FILE (JSON lines) instead")
    parser.add_argument("--no-kiwi", action="store_true", help="skip the kiwi second opinion")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="oracle processes (default: cores)")
    parser.add_argument("--verbose", action="store_true", help="print a line per system and every kiwi finding")
    parser.add_argument("--no-minimise", action="store_true", help="do not shrink failing systems")
    parser.add_argument("--magnitudes", choices=["all", "plain", "wide", "limits"], default="all",
                        help="judge only the systems of this magnitude mode among the first --count (default all)")
    parser.add_argument("--scratch-path", help="passed on to swift build")
    parser.add_argument("--binary", type=Path, help="use this replay executable instead of building one")
    parser.add_argument("--failures", type=Path, default=ROOT / ".build" / "differential-failures",
                        help="where failing systems are written (default .build/differential-failures)")
    return parser.parse_args(argv)


def build(scratch_path):
    """Builds the replay executable in release mode and returns its path."""
    command = ["swift", "build", "-c", "release", "--product", "cassowary-replay"]
    if scratch_path:
        command += ["--scratch-path", scratch_path]
    print("== " + " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(command + ["--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True)
    return Path(bin_path.stdout.strip()) / "cassowary-replay"


def load_systems(arguments):
    if arguments.replay:
        return [json.loads(line) for line in arguments.replay.read_text().splitlines() if line.strip()]
    if arguments.only is not None:
        return [generator.generate(arguments.seed, arguments.only)]
    ids = range(arguments.count)
    if arguments.magnitudes != "all":
        ids = [i for i in ids if generator.magnitudes_of(arguments.seed, i) == arguments.magnitudes]
    return [generator.generate(arguments.seed, i) for i in ids]


def encode(value):
    return json.dumps(value, separators=(",", ":"))


def parse(line):
    if line is None:
        return None
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        return {"malformed": line}


def judge_task(task):
    """Pool worker: (system, output line, semantics name) -> Verdict."""
    system, line, semantics = task
    return model.judge(system, parse(line), model.KIWI if semantics == "kiwi" else model.OURS)


def judge_all(tasks, jobs):
    if jobs <= 1 or len(tasks) < 8:
        return [judge_task(task) for task in tasks]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        return pool.map(judge_task, tasks, chunksize=4)


def replay_everything(binary, systems, with_kiwi):
    """Our replay twice, in two processes, and kiwi's, all at once.

    Returns (first run, second run, kiwi's systems, kiwi's run or None).
    """
    inputs = [encode(s) for s in systems]
    kiwi_systems = [k for k in map(for_kiwi, systems) if k is not None] if with_kiwi else []
    with ThreadPoolExecutor(3) as pool:
        first = pool.submit(stream, [str(binary)], inputs)
        second = pool.submit(stream, [str(binary)], inputs)
        kiwi = pool.submit(stream, KIWI_COMMAND, [encode(s) for s in kiwi_systems]) if with_kiwi else None
        return first.result(), second.result(), kiwi_systems, kiwi.result() if kiwi else None


def add_process_findings(verdicts, first, second):
    """Crashes and runs that differ are findings too."""
    for index, verdict in enumerate(verdicts):
        if first.lines[index] != second.lines[index]:
            verdict.findings.insert(0, model.Finding(
                "determinism", None, f"the second run printed {second.lines[index]}"))
        if index in first.failures:
            verdict.findings.insert(0, model.Finding("crash", None, first.failures[index]))


def report_failure(label, system, verdict, output_line, arguments, binary, detailed):
    """Writes the failing system to a file and prints it (in full, or as one line)."""
    finding = verdict.findings[0]
    arguments.failures.mkdir(parents=True, exist_ok=True)
    path = arguments.failures / f"{label}-system{system['id']}.json"
    path.write_text(encode(system) + "\n")
    where = f"op {finding.op}" if finding.op is not None else "the whole system"
    if not detailed:
        print(f"!! system {system['id']}: {finding.kind} at {where}: {finding.message[:150]} ({path})")
        return
    print(f"\n!! FAILURE {label} system {system['id']}: {finding.kind} at {where}")
    print(f"   {finding.message}")
    results = (parse(output_line) or {}).get("results") or []
    for index, op in enumerate(system["ops"]):
        marker = ">>" if index == finding.op else "  "
        result = f"  -> {encode(results[index])}" if index < len(results) else ""
        print(f"   {marker} {index:2}: {encode(op)}{result}")
    print(f"   written to {path}; replay with `{binary} < {path}`")
    if arguments.replay is None:
        print(f"   or rerun with `Tests/Differential/run --seed {arguments.seed} --only {system['id']}`")
    if arguments.no_minimise:
        return
    shrunk = minimise.minimise(system, finding.kind, binary)
    small = arguments.failures / f"{label}-system{system['id']}-minimal.json"
    small.write_text(encode(shrunk) + "\n")
    print(f"   minimised to {len(shrunk['ops'])} ops, written to {small}:\n   {encode(shrunk)}")


def summarise_ours(counts, differing, failed, trouble):
    c = counts
    print("== our solver against the LP oracle (strict priorities)")
    for line in [
        f"systems {c['systems']} ({c['systems with several solvers']} with 2-3 solvers sharing variables),"
        f" ops {c['ops']}",
        f"adds: required {c['required adds']}, soft {c['soft adds']}, batches {c['batches']};"
        f" unsatisfiable {c['unsatisfiable adds']} (in batches {c['unsatisfiable batches']})",
        f"conflict sets checked: empty {c['conflict set sizes 0']}, 1 member {c['conflict set sizes 1']},"
        f" 2 members {c['conflict set sizes 2']}, 3+ {c['conflict set sizes 3+']}",
        f"removals: required equalities {c['removals of required equalities']}, required inequalities"
        f" {c['removals of required inequalities']}, soft {c['removals of soft constraints']};"
        f" rebuilds {c['rebuilds']} in {c['systems with rebuilds']} systems",
        f"edits: addEdit {c['op addEdit']}, suggestions {c['suggestions']}, removeEdit {c['op removeEdit']}",
        f"solves {c['solves']}: levels judged {c['levels judged']}, with 2+ soft levels"
        f" {c['solves with 2+ soft levels']}, with an edit held off its suggestion"
        f" {c['solves with an edit held off its suggestion']}",
        "expected errors: " + ", ".join(f"{k[6:]} {v}" for k, v in sorted(c.items()) if k.startswith("error ")),
        "determinism: " + ("byte-identical over two runs" if not differing else f"{differing} systems differ"),
        f"refereed in exact arithmetic where HiGHS disagreed: feasibility"
        f" {c['feasibility refereed in exact arithmetic']}, conflict sets"
        f" {c['conflict sets refereed in exact arithmetic']}, optima {c['optima refereed in exact arithmetic']}",
        f"oracle trouble (HiGHS undecided; judging of that system stopped): {len(trouble)}",
        f"disagreements: {failed}",
    ]:
        print("   " + line)


def summarise_kiwi(kiwi_systems, total, run, verdicts, with_failed_add, verbose):
    by_kind, systems_by_kind, clean = Counter(), Counter(), Counter()
    for verdict in verdicts:
        for finding in verdict.findings:
            by_kind[finding.kind] += 1
            clean[finding.kind] += not finding.after_failed_add
            if verbose:
                after = " (after a failed add)" if finding.after_failed_add else ""
                print(f"   kiwi system {verdict.system} op {finding.op}: {finding.kind}: {finding.message}{after}")
        for kind in {f.kind for f in verdict.findings}:
            systems_by_kind[kind] += 1
    aborted = [kiwi_systems[i]["id"] for i, reason in run.failures.items() if "no answer" not in reason]
    print("== kiwi second opinion (weighted LP oracle; never fails the test)")
    print(f"   systems run {len(kiwi_systems)} of {total} (the others use custom priorities)")
    print(f"   process aborts {len(aborted)} ({sum(i in with_failed_add for i in aborted)} in systems with a failed"
          f" add), hangs {len(run.failures) - len(aborted)}")
    if run.failures:
        print(f"   first: {next(iter(run.failures.values()))[:160]}")
    print("   findings, in how many systems, and how many come before any failed add in their system:")
    for label, kinds in [("results breaking required constraints", ("required", "values")),
                         ("non-optimal results", ("optimality",)),
                         ("unsat outcomes disagreeing with the oracle", ("unsat",)),
                         ("other outcomes disagreeing", ("outcome", "conflicts", "protocol"))]:
        print(f"   {label}: {sum(by_kind[k] for k in kinds)} in {sum(systems_by_kind[k] for k in kinds)}"
              f" systems, {sum(clean[k] for k in kinds)} before any failed add")


def print_verbose(systems, first, ours, kiwi_systems, kiwi_run, show_results):
    kiwi_lines = dict(zip((s["id"] for s in kiwi_systems), kiwi_run.lines)) if kiwi_run else {}
    for system, line, verdict in zip(systems, first.lines, ours):
        state = f"{verdict.findings[0].kind} at op {verdict.findings[0].op}" if verdict.findings else "agrees"
        print(f"-- system {system['id']}: {len(system['ops'])} ops, {system['variables']} variables: {state}")
        if show_results:
            results = (parse(line) or {}).get("results") or []
            for index, op in enumerate(system["ops"]):
                result = encode(results[index]) if index < len(results) else "(none)"
                print(f"   {index:2}: {encode(op)}  -> {result}")
            print(f"   output: {line}")
            if system["id"] in kiwi_lines:
                print(f"   kiwi:   {kiwi_lines[system['id']]}")


def main(argv):
    arguments = parse_arguments(argv)
    started = time.monotonic()
    binary = arguments.binary or build(arguments.scratch_path)
    systems = load_systems(arguments)
    label = f"seed{arguments.seed}" if arguments.replay is None else arguments.replay.stem

    first, second, kiwi_systems, kiwi_run = replay_everything(binary, systems, not arguments.no_kiwi)
    tasks = [(s, line, "ours") for s, line in zip(systems, first.lines)]
    if kiwi_run is not None:
        tasks += [(s, line, "kiwi") for s, line in zip(kiwi_systems, kiwi_run.lines)]
    verdicts = judge_all(tasks, arguments.jobs)
    ours, kiwis = verdicts[:len(systems)], verdicts[len(systems):]
    add_process_findings(ours, first, second)

    counts, trouble = Counter(), []
    for system, verdict in zip(systems, ours):
        counts.update(verdict.counts)
        counts["systems with several solvers"] += system.get("solvers", 1) > 1
        trouble += [f"system {verdict.system}: {t}" for t in verdict.oracle_trouble]
    failed = [(s, v, line) for s, v, line in zip(systems, ours, first.lines) if v.findings]
    differing = sum(1 for a, b in zip(first.lines, second.lines) if a != b)

    if arguments.verbose or arguments.only is not None:
        print_verbose(systems, first, ours, kiwi_systems, kiwi_run, arguments.only is not None)
    for note in trouble[:5]:
        print(f"   oracle trouble: {note}")
    for number, (system, verdict, line) in enumerate(failed):
        report_failure(label, system, verdict, line, arguments, binary, number < DETAILED_FAILURES)

    summarise_ours(counts, differing, len(failed), trouble)
    if kiwi_run is not None:
        with_failed_add = {v.system for v in ours if v.counts["unsatisfiable adds"]}
        summarise_kiwi(kiwi_systems, len(systems), kiwi_run, kiwis, with_failed_add,
                       arguments.verbose or arguments.only is not None)
    verdict = f"FAILED: {len(failed)} systems disagree with the oracle" if failed else "passed"
    print(f"== {label}, {len(systems)} systems: {verdict} ({time.monotonic() - started:.1f} s)")
    return 1 if failed else 0
