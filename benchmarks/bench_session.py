"""What one pytest session per grading process saves: the same submissions graded with a
pytest session each (as before) and in one session (``grader.running.plugin.one_session``),
alternating the two ways in one process, so that both meet the same machine.

The class is corpus entries of both tracks (wrong and right), each graded with all checks
of both tracks. Reported: wall and the grading process's own CPU time per round, and the
one-session figure as a ratio to the other (medians over the rounds). The workers' time is
the same both ways and is not in the CPU figure. Nothing here asserts a time.

Run: ``python benchmarks/bench_session.py [--size 12] [--rounds 3]``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from corpus_harness import ENTRIES, build  # noqa: E402 - the tests' corpus, built the same way

from grader.running.plugin import one_session  # noqa: E402
from grader.running.session import grade_folder  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=12, help="submissions per round")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    picked = [e for e in ENTRIES if e[0] in ("wrong", "right")][:: max(1, len(ENTRIES) // args.size)][: args.size]
    with tempfile.TemporaryDirectory() as tmp:
        folders = [build(path, header["track"], Path(tmp) / f"{i}") for i, (_, path, header) in enumerate(picked)]

        def grade_all() -> None:
            for folder in folders:
                grade_folder(folder, include_hidden=True)

        grade_all()  # the template, the reference and the hidden inputs, once, before any timing
        ways = {"a session each": grade_all, "one session": lambda: one_session(grade_all)}
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in ways}
        for _ in range(args.rounds):
            for name, run in ways.items():
                cpu, wall = time.process_time(), time.perf_counter()
                run()
                times[name].append((time.perf_counter() - wall, time.process_time() - cpu))
    print(f"{len(folders)} submissions, {args.rounds} rounds, alternating")
    print(f"{'way':16} {'wall s':>8} {'grader CPU s':>13}")
    for name, runs in times.items():
        print(f"{name:16} {statistics.median(w for w, _ in runs):8.2f} {statistics.median(c for _, c in runs):13.2f}")
    each, one = times["a session each"], times["one session"]
    for i, label in ((0, "wall"), (1, "grader CPU")):
        ratio = statistics.median(o[i] for o in one) / statistics.median(e[i] for e in each)
        print(f"one session / a session each, {label}: {ratio:.3f}")


if __name__ == "__main__":
    main()
