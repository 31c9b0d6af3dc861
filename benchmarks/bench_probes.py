"""Probes with and without their memo (``grader.running.probe_memo``), in one run.

Grades a set of wrong corpus entries of the heads exercise with ``--exercise heads`` (so
that each failing attention probes the exercises it calls), once with the memo and once
without it (``ATTNKIT_PROBE_MEMO=off``), alternating, in fresh processes, and reports the
time with the memo as a ratio to the time without it. It also compares every submission's
``results.json`` between the two (timings left out): the memo may change speed only.

Run: ``python benchmarks/bench_probes.py [--size 40] [--repeat 2] [--track torch]``.
Nothing here asserts a time; the figures go into the CHANGELOG.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from corpus_harness import ENTRIES, build  # noqa: E402 - the tests' corpus, built the same way


def _grade(folders: list[Path], out: Path, track: str, memo: bool) -> float:
    env = {**os.environ, "ATTNKIT_PROBE_MEMO": "on" if memo else "off"}
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "grader", "grade", *map(str, folders), "--out", str(out), "--exercise",
                    "heads", "--track", track, "--jobs", "1", "--quiet", "--no-html"],
                   cwd=ROOT, env=env, check=True, capture_output=True)
    return time.perf_counter() - started


def _feedback(out: Path, name: str) -> dict:
    return json.loads((out / name / "results.json").read_text(encoding="utf-8"))  # (it holds no timings)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--track", choices=("numpy", "torch"), default="torch")
    args = parser.parse_args()
    entries = [e for e in ENTRIES if e[0] == "wrong" and (e[2].get("track"), e[2].get("exercise")) == (args.track, "heads")]
    random.Random(0).shuffle(entries)
    with tempfile.TemporaryDirectory() as tmp:
        folders = [build(path, args.track, Path(tmp) / "subs") for _, path, _ in entries[:args.size]]
        times: dict[bool, list[float]] = {True: [], False: []}
        for _ in range(args.repeat):
            for memo in (False, True):
                times[memo].append(_grade(folders, Path(tmp) / f"out-{memo}", args.track, memo))
        differ = [f.name for f in folders if _feedback(Path(tmp) / "out-True", f.name)
                  != _feedback(Path(tmp) / "out-False", f.name)]
    off, on = statistics.median(times[False]), statistics.median(times[True])
    print(f"{len(folders)} {args.track} heads entries, --exercise heads, --jobs 1, medians of {args.repeat}:")
    print(f"  without the memo: {off:.1f} s ({off / len(folders):.2f} s each)")
    print(f"  with the memo:    {on:.1f} s ({on / len(folders):.2f} s each); ratio {on / off:.2f}")
    print(f"  results.json that differ: {len(differ)}" + (f" ({', '.join(differ[:5])})" if differ else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
