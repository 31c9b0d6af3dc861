"""Grade a synthetic class of 200 submissions, with the sandbox and without it.

The class mixes both tracks: copies of the reference, the shipped stubs, and the
reference with one corpus entry pasted in (wrong ones that lose points, right ones
that keep full marks). Everything is measured in one run on one machine and reported
as ratios to one cold ``import numpy, torch`` in a fresh process:

- wall time of ``python -m grader grade CLASS`` with every core (the default ``--jobs``, or
  ``--jobs N``), per submission, divided by the cold import (goal: at most 0.25 on 2 cores);
- the same class with ``--no-sandbox`` (debugging only), for the sandbox's overhead
  (goal: at most 1.5x).

With ``--before DIR`` (a checkout of an earlier version, e.g. ``git worktree add DIR REV``)
the same class is also graded by that version's grader, sandbox on, in the same run,
alternating with this one, and the report gives this version's time as a ratio to it
(issue 19's goal for the diagnosis engine: at most 1.05).

Run: ``python benchmarks/bench_class.py [--size 200] [--repeat 3] [--jobs N] [--before DIR]``.
Nothing here asserts a time; the figures go into the issue and CHANGELOG.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from corpus_harness import ENTRIES, build  # noqa: E402 - the tests' corpus, built the same way


def make_class(into: Path, size: int) -> list[str]:
    """``size`` submission folders in ``into``; returns what each one is."""
    kinds = []
    wrong = [(p, h) for kind, p, h in ENTRIES if kind == "wrong"]
    right = [(p, h) for kind, p, h in ENTRIES if kind == "right"]
    for i in range(size):
        slot = i % 10
        if slot == 0:
            shutil.copytree(ROOT / "solutions", into / f"reference_{i:03d}")
            kinds.append("reference")
        elif slot == 1 and i % 20 == 1:
            shutil.copytree(ROOT / "exercises", into / f"stubs_{i:03d}")
            kinds.append("stubs")
        else:
            pool = right if slot in (2, 3) else wrong
            path, header = pool[i % len(pool)]
            folder = build(path, header["track"], into / "tmp")
            folder.rename(into / f"{folder.name}_{i:03d}")
            kinds.append("right" if pool is right else "wrong")
    shutil.rmtree(into / "tmp", ignore_errors=True)
    return kinds


def _timed(cmd: list[str], cwd: Path = ROOT) -> float:
    started = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=False, capture_output=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=1, help="runs of each grading (the median is shown)")
    parser.add_argument("--jobs", type=int, default=None, help="grading processes (default: the grader's, one per core)")
    parser.add_argument("--before", type=Path, help="a checkout of an earlier version: grade the class with it too")
    args = parser.parse_args()
    jobs = [] if args.jobs is None else ["--jobs", str(args.jobs)]
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-") as tmp:
        work = Path(tmp)
        kinds = make_class(work / "class", args.size)
        cold = statistics.median(_timed([sys.executable, "-c", "import numpy, torch"]) for _ in range(5))
        runs: dict[str, list[float]] = {"sandbox": [], "no sandbox": []}
        plan = [("sandbox", [], ROOT), ("no sandbox", ["--no-sandbox"], ROOT)]
        if args.before is not None:
            runs["before (sandbox)"] = []
            plan.insert(0, ("before (sandbox)", [], args.before.resolve()))
        for i in range(args.repeat):
            for name, extra, where in plan:
                out = work / f"out-{name.replace(' ', '-').strip('()')}-{i}"
                runs[name].append(_timed([sys.executable, "-m", "grader", "grade", str(work / "class"),
                                          "--out", str(out), "--quiet", *jobs, *extra], cwd=where))
            out = work / f"out-sandbox-{i}"
        graded = (out / "grades.csv").read_text(encoding="utf-8").count("\n") - 1
    counts = {k: kinds.count(k) for k in sorted(set(kinds))}
    print(f"class: {args.size} submissions {counts}; {graded} rows in grades.csv;"
          f" --jobs {args.jobs if args.jobs is not None else 'default (one per core)'}")
    print(f"cold `import numpy, torch` (median of 5): {cold:.2f} s")
    print(f"{'grading':12} {'wall s':>8} {'s/submission':>13} {'/ cold import':>14}")
    for name, times in runs.items():
        wall = statistics.median(times)
        per = wall / args.size
        print(f"{name:12} {wall:8.1f} {per:13.3f} {per / cold:14.3f}")
    overhead = statistics.median(runs["sandbox"]) / statistics.median(runs["no sandbox"])
    print(f"sandbox overhead: {overhead:.2f}x")
    if args.before is not None:
        ratio = statistics.median(runs["sandbox"]) / statistics.median(runs["before (sandbox)"])
        print(f"this version / {args.before} (sandbox on): {ratio:.3f}x")


if __name__ == "__main__":
    main()
