"""What the HTML reports cost: ``report_html`` against grading, over a synthetic class.

The class is ``bench_class.py``'s (copies of the reference, the stubs, and the reference
with one corpus entry pasted in), by default 20 submissions. Each one is graded in this
process as a grading process of ``grade`` grades it (``grade_folder`` with every check),
then its report is rendered five times (the median counts). It prints the grading time,
the rendering time, their ratio (what the reports add to a batch; the goal is at most
10 %), and the pages' sizes (the limit is 1 MB).

Run: ``python benchmarks/bench_html.py [--size 20]``. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_class import make_class  # noqa: E402 - the same synthetic class

from grader.reports.html import report_html  # noqa: E402
from grader.reports.text import feedback_markdown  # noqa: E402
from grader.running.session import grade_folder  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=20)
    args = parser.parse_args()
    grading, rendering, markdown, sizes = [], [], [], []
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-html-") as tmp:
        kinds = make_class(Path(tmp) / "class", args.size)
        for folder in sorted((Path(tmp) / "class").iterdir()):
            started = time.perf_counter()
            graded = grade_folder(folder, include_hidden=True)
            grading.append(time.perf_counter() - started)
            times = []
            for _ in range(5):
                started = time.perf_counter()
                page = report_html(graded, name=folder.name, header="bench")
                times.append(time.perf_counter() - started)
            rendering.append(statistics.median(times))
            started = time.perf_counter()
            feedback_markdown(folder.name, graded)
            markdown.append(time.perf_counter() - started)
            sizes.append(len(page.encode()))
    counts = {k: kinds.count(k) for k in sorted(set(kinds))}
    print(f"class: {args.size} submissions {counts}")
    print(f"grading (grade_folder, all checks, one process): {sum(grading):.1f} s,"
          f" {sum(grading) / args.size:.2f} s per submission")
    print(f"report_html: {sum(rendering) * 1000:.0f} ms in all, {statistics.median(rendering) * 1000:.1f} ms median,"
          f" {max(rendering) * 1000:.1f} ms at most per submission")
    print(f"feedback_markdown, for comparison: {sum(markdown) * 1000:.0f} ms in all")
    print(f"reports / grading: {100 * sum(rendering) / sum(grading):.2f} %")
    print(f"page size: median {statistics.median(sizes) / 1000:.0f} kB, largest {max(sizes) / 1000:.0f} kB")


if __name__ == "__main__":
    main()
