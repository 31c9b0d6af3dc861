"""What the web pages cost: grading a class with them and with ``--no-html``, in one run.

The class is ``bench_class.py``'s (copies of the reference, the stubs, and the reference
with one corpus entry pasted in), by default 200 submissions. It is graded twice as an
instructor grades it, ``python -m grader grade CLASS --out OUT --quiet`` with every core:
once with ``--no-html`` and once with the pages (each submission's ``report.html`` with
the lesson's experiment run on its functions, and the dashboard ``index.html``). It prints
both wall times, their ratio (the goal: the pages add at most 10 %), and the pages' sizes
(the limit is 1 MB for a report).

Run: ``python benchmarks/bench_html.py [--size 200]``. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_class import make_class  # noqa: E402 - the same synthetic class


def _grade(cls: Path, out: Path, *extra: str) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "grader", "grade", str(cls), "--out", str(out), "--quiet", *extra],
                   cwd=ROOT, check=False, capture_output=True)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-html-") as tmp:
        cls = Path(tmp) / "class"
        kinds = make_class(cls, args.size)
        plain = _grade(cls, Path(tmp) / "plain", "--no-html")
        pages = _grade(cls, Path(tmp) / "pages")
        reports = [p.stat().st_size for p in (Path(tmp) / "pages").glob("*/report.html")]
        dashboard = (Path(tmp) / "pages" / "index.html").stat().st_size
        differ = sorted(p.parent.name for p in (Path(tmp) / "pages").glob("*/results.json")
                        if (Path(tmp) / "plain" / p.parent.name / "results.json").read_bytes() != p.read_bytes())
    counts = {k: kinds.count(k) for k in sorted(set(kinds))}
    print(f"class: {args.size} submissions {counts}")
    print(f"grade --no-html: {plain:.1f} s ({plain / args.size:.2f} s per submission)")
    print(f"grade (reports with the experiment, and the dashboard): {pages:.1f} s ({pages / args.size:.2f} s per submission)")
    print(f"with pages / without: {pages / plain:.3f} (the pages add {100 * (pages - plain) / plain:.1f} %)")
    print(f"report.html: {len(reports)} pages, median {statistics.median(reports) / 1000:.0f} kB,"
          f" largest {max(reports) / 1000:.0f} kB; index.html {dashboard / 1000:.0f} kB")
    print(f"results.json that differ with and without pages: {differ or 'none'} (entries whose code is random,"
          " dropout or untrained layers, differ between any two runs)")


if __name__ == "__main__":
    main()
