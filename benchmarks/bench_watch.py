"""The watch loop: from a save to the table, as a ratio to a cold ``import numpy, torch``.

``attnkit check --watch`` runs on a copy of the reference (every public check of both
tracks), on both ways of starting workers (``ATTNKIT_WORKERS=fork``, the template, and
``spawn``, the portable path macOS and Windows take). Each round saves ``numpy_core.py``,
then ``torch_core.py`` (a comment appended, so the file changes; each save re-runs its
own track's checks), once the watch says it is watching again, and times from the save
to the end of the table that run prints ("Public total"); a cold import, in a fresh
process, is timed before each save. The figures are medians over the
rounds. Goal (issue 20): at most 0.3 cold imports on the fork path, 0.5 on the portable one.

Run: ``python benchmarks/bench_watch.py [--repeat 7]``. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class _Lines:
    def __init__(self, stream) -> None:
        self.lines: list[tuple[float, str]] = []
        self.ready = threading.Condition()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream) -> None:
        for line in iter(stream.readline, ""):
            with self.ready:
                self.lines.append((time.perf_counter(), line))
                self.ready.notify_all()

    def wait(self, marker: str, start: int, seconds: float = 120) -> tuple[int, float]:
        """The index after the first line from ``start`` holding ``marker``, and when it came."""
        deadline = time.monotonic() + seconds
        with self.ready:
            while True:
                for i in range(start, len(self.lines)):
                    if marker in self.lines[i][1]:
                        return i + 1, self.lines[i][0]
                left = deadline - time.monotonic()
                if left <= 0:
                    raise SystemExit(f"no {marker!r} in the watch's output:\n{''.join(t for _, t in self.lines[-40:])}")
                self.ready.wait(left)


def _cold_import(cwd: Path) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import numpy, torch"], cwd=cwd, check=True)
    return time.perf_counter() - started


def _watch(folder: Path, workers: str, rounds: int, unit: list[float]) -> dict[str, list[float]]:
    proc = subprocess.Popen([sys.executable, "-m", "grader", "check", str(folder), "--watch"], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True,
                            env={**os.environ, "ATTNKIT_WORKERS": workers, "PYTHONUNBUFFERED": "1"})
    out = _Lines(proc.stdout)
    times: dict[str, list[float]] = {"numpy_core.py": [], "torch_core.py": []}
    try:
        at, _ = out.wait("Watching", 0)
        for n in range(rounds):
            for module in times:
                unit.append(_cold_import(folder))
                time.sleep(0.5)  # a student's pause: the warm-up after a run has its moment
                with open(folder / module, "a", encoding="utf-8") as stream:
                    stream.write(f"# save {n}\n")
                saved = time.perf_counter()
                at, shown = out.wait("Public total", at)
                times[module].append(shown - saved)
                at, _ = out.wait("Watching", at)
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=7, help="saves per path (the median is shown)")
    args = parser.parse_args()
    unit: list[float] = []
    runs: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-") as tmp:
        for workers in ("fork", "spawn"):
            folder = Path(tmp) / workers
            shutil.copytree(ROOT / "solutions", folder)
            for module, times in _watch(folder, workers, args.repeat, unit).items():
                runs[f"{workers}: a save of {module} to the table"] = times
    base = statistics.median(unit)
    print(f"{'measure':50} {'median s':>9} {'/ cold import':>14}   (saves: {args.repeat} per path)")
    print(f"{'cold `import numpy, torch`':50} {base:9.2f} {1.0:14.2f}")
    for name, times in runs.items():
        median = statistics.median(times)
        print(f"{name:50} {median:9.2f} {median / base:14.2f}")


if __name__ == "__main__":
    main()
