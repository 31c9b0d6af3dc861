"""Wall time of grading one submission, as a ratio to one cold ``import torch``.

Also grades the reference with the sandbox switched off, for the sandbox's overhead.

Both are measured in the same run on the same machine, so the ratio travels between
machines where seconds do not. Run: ``python benchmarks/bench_grading.py [--repeat N]``.
Nothing here asserts a time; the figures are reported in the issue and CHANGELOG.
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


def _timed(cmd: list[str], cwd: Path) -> float:
    started = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copytree(ROOT / "solutions", work / "reference")
        shutil.copytree(ROOT / "exercises", work / "stubs")
        runs: dict[str, list[float]] = {"import torch (cold process)": [], "grade reference (all checks)": [],
                                        "grade reference, no sandbox": [], "grade stubs (all checks)": [],
                                        "check reference (public checks)": []}
        for i in range(args.repeat):
            runs["import torch (cold process)"].append(_timed([sys.executable, "-c", "import torch"], work))
            for name, sub in (("reference", "reference"), ("stubs", "stubs")):
                runs[f"grade {name} (all checks)"].append(_timed(
                    [sys.executable, "-m", "grader", "grade", str(work / sub), "--out", str(work / f"out{i}")], ROOT))
            runs["grade reference, no sandbox"].append(_timed(
                [sys.executable, "-m", "grader", "grade", str(work / "reference"), "--out", str(work / f"plain{i}"),
                 "--no-sandbox"], ROOT))
            runs["check reference (public checks)"].append(_timed(
                [sys.executable, "-m", "grader", "check", str(work / "reference")], ROOT))
    base = statistics.median(runs["import torch (cold process)"])
    print(f"{'measure':36} {'median s':>9} {'/ import torch':>15}")
    for name, times in runs.items():
        median = statistics.median(times)
        print(f"{name:36} {median:9.2f} {median / base:15.2f}")


if __name__ == "__main__":
    main()
