"""Three shards run one after another, plus ``merge``, against one run of the same class.

Builds a class like ``bench_class.py`` (``--size``, default 30), grades it once, then as
``--shard 0/3``, ``1/3`` and ``2/3`` one after another and merges them, all in one run on
one machine, and reports both wall times and their ratio (sharding pays the start of a
grading process and its template once per shard; on N machines the shards run at once).

Run: ``python benchmarks/bench_shards.py [--size 30]``. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_class import _timed, make_class  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=30)
    args = parser.parse_args()
    grade = [sys.executable, "-m", "grader", "grade"]
    with tempfile.TemporaryDirectory(prefix="attnkit-bench-shards-") as tmp:
        work = Path(tmp)
        make_class(work / "class", args.size)
        one = _timed([*grade, str(work / "class"), "--out", str(work / "one"), "--quiet"])
        shards = [_timed([*grade, str(work / "class"), "--out", str(work / f"s{k}"), "--quiet", "--shard", f"{k}/3"])
                  for k in range(3)]
        merge = _timed([sys.executable, "-m", "grader", "merge", *(str(work / f"s{k}") for k in range(3)),
                        "--out", str(work / "all")])
        same = (work / "one" / "grades.csv").read_bytes() == (work / "all" / "grades.csv").read_bytes()
    total = sum(shards) + merge
    print(f"class of {args.size}: one run {one:.1f} s")
    print(f"3 shards one after another {' + '.join(f'{s:.1f}' for s in shards)} s, merge {merge:.2f} s:"
          f" {total:.1f} s, ratio {total / one:.2f}; grades.csv identical: {same}")


if __name__ == "__main__":
    main()
