"""What endless loops cost a class: 20 submissions, 2 of which loop in every function.

Grades, in one run on one machine, a class of 20 built like ``bench_class.py``'s (copies
of the reference, right and wrong corpus entries) and the same class with two of its
submissions replaced by ones whose every function (both tracks) never returns, and
reports the wall times and their ratio. Before the after-timeout limits
(``Submission.call_limit``) a looping submission spent its whole 600 s budget; now it
costs about a minute of one grading process.

Run: ``python benchmarks/bench_loops.py``. Nothing here asserts a time.
"""

from __future__ import annotations

import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_class import ROOT, _timed, make_class  # noqa: E402


def looping(folder: Path) -> None:
    """A submission whose every function loops forever."""
    folder.mkdir(parents=True)
    for module in ("numpy_core", "torch_core"):
        source = (ROOT / "solutions" / f"{module}.py").read_text(encoding="utf-8")
        loops = "".join(f"\n\ndef {name}(*args, **kwargs):\n    while True:\n        pass\n"
                        for name in re.findall(r"^def (\w+)\(", source, re.M))
        (folder / f"{module}.py").write_text(source + loops, encoding="utf-8")


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-loops-") as tmp:
        work = Path(tmp)
        make_class(work / "plain", 20)
        shutil.copytree(work / "plain", work / "loops")
        replaced = sorted(p for p in (work / "loops").iterdir() if p.is_dir())[-2:]
        for folder in replaced:
            shutil.rmtree(folder)
            looping(folder)
        started = time.perf_counter()
        walls = {}
        for name in ("plain", "loops"):
            walls[name] = _timed([sys.executable, "-m", "grader", "grade", str(work / name), "--out",
                                  str(work / f"out-{name}"), "--quiet"])
        total = time.perf_counter() - started
    print(f"class of 20 without looping submissions: {walls['plain']:.1f} s")
    print(f"the same class with 2 of them looping in every function: {walls['loops']:.1f} s")
    print(f"ratio: {walls['loops'] / walls['plain']:.2f} (both runs: {total:.0f} s, default --jobs)")


if __name__ == "__main__":
    main()
