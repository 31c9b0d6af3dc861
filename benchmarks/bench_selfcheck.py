"""The students' loop: a cold ``attnkit check``, as a ratio to a cold ``import numpy, torch``.

Each round runs, every one in a fresh process: the cold import (the unit), then the
self-check (all public checks, sandbox on where it can run) of a copy of the reference
and of a copy of the stubs, once as ``python -m grader check FOLDER`` and once through
the ``attnkit`` script beside this interpreter, each on both ways of starting workers
(``ATTNKIT_WORKERS=fork``, the template, and ``spawn``, the portable path macOS and
Windows take). The figures are medians over the rounds, so a busy moment of the machine
moves one round, not the result. Goal (issues 13 and 18): at most 1.5 cold imports on
either path, 1.0 ideally.

Run: ``python benchmarks/bench_selfcheck.py [--repeat 5]``. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _timed(cmd: list[str], cwd: Path, want: int | None = None, workers: str = "") -> float:
    env = {**os.environ, "ATTNKIT_WORKERS": workers}
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, check=False, capture_output=True, env=env)
    seconds = time.perf_counter() - started
    if want is not None and done.returncode != want:
        raise SystemExit(f"{' '.join(cmd)} exited {done.returncode}, not {want}:\n{done.stdout.decode()[-2000:]}"
                         f"{done.stderr.decode()[-2000:]}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=5, help="rounds (the median is shown)")
    args = parser.parse_args()
    attnkit = Path(sys.executable).with_name("attnkit")
    unit = "cold `import numpy, torch`"
    runs: dict[str, list[float]] = {unit: []}
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-") as tmp:
        work = Path(tmp)
        shutil.copytree(ROOT / "solutions", work / "reference")
        shutil.copytree(ROOT / "exercises", work / "stubs")
        commands = {"python -m grader check": [sys.executable, "-m", "grader", "check"]}
        if attnkit.is_file():
            commands["attnkit check"] = [str(attnkit), "check"]
        for _ in range(args.repeat):
            runs[unit].append(_timed([sys.executable, "-c", "import numpy, torch"], work, want=0))
            for workers in ("fork", "spawn"):
                for name, command in commands.items():
                    for folder, status in (("reference", 0), ("stubs", 1)):
                        key = f"{workers}: {name} ({folder})"
                        runs.setdefault(key, []).append(
                            _timed([*command, str(work / folder)], ROOT, want=status, workers=workers))
    base = statistics.median(runs[unit])
    print(f"{'measure':50} {'median s':>9} {'/ cold import':>14}   (rounds: {args.repeat})")
    for name, times in runs.items():
        median = statistics.median(times)
        print(f"{name:50} {median:9.2f} {median / base:14.2f}")


if __name__ == "__main__":
    main()
