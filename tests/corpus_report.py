"""Grade the whole corpus as an instructor would, and report what each mistake costs.

    python tests/corpus_report.py OUT [--compare OLD_OUT]

Builds every entry of ``tests/corpus/`` into ``OUT/subs`` (the reference with the entry
appended, as the corpus tests do), grades them all with every check into ``OUT/out``,
and prints, per wrong entry, the points lost and the failing checks, and whether the
feedback names the mistake the entry was written to show: the entry's ``# diagnosis:``
key (its text from ``grader.judging.diagnoses.DIAGNOSES`` must follow "Likely mistake:"
or lead a shared cause) or its ``# named-by:`` phrase (a mistake the check's own reason
names, such as "modified its argument"). Then the share of diagnosed entries per
exercise, and right entries that got a diagnosis (there must be none). ``--compare``
adds the counts of an earlier ``OUT`` (before a change) beside each entry.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus_harness import ENTRIES, build  # noqa: E402
from helpers import ROOT  # noqa: E402

from grader.judging.diagnoses import DIAGNOSES  # noqa: E402


def grade(out: Path) -> None:
    shutil.rmtree(out, ignore_errors=True)
    for _, path, header in ENTRIES:
        build(path, header["track"], out / "subs" / path.parent.name)
    folders = sorted(p for kind in ("wrong", "right") for p in (out / "subs" / kind).iterdir())
    subprocess.run([sys.executable, "-m", "grader", "grade", *map(str, folders), "--out", str(out / "out"),
                    "--quiet", "--call-timeout", "10"], cwd=ROOT, check=True)


def named(header: dict[str, str], feedback: str, results: dict) -> bool:
    """Whether the feedback names the entry's mistake."""
    if "diagnosis" in header:
        text = DIAGNOSES[header["diagnosis"]]
        return f"Likely mistake: {text}" in feedback
    if "named-by" in header:
        return header["named-by"].lower() in feedback.lower()
    return False


def summary(out: Path) -> dict[str, dict]:
    rows = {}
    for kind, path, header in ENTRIES:
        if kind == "adversarial":  # graded by the corpus tests, on every exercise
            continue
        folder = out / "out" / path.stem
        results = json.loads((folder / "results.json").read_text(encoding="utf-8"))
        feedback = (folder / "feedback.md").read_text(encoding="utf-8")
        failing = [t["name"] for t in results["tests"] if t["status"] != "passed"]
        rows[path.stem] = {"kind": kind, "exercise": header["exercise"], "track": header["track"],
                           "lost": results["max_score"] - results["score"], "failing": len(failing),
                           "named": named(header, feedback, results),
                           "diagnosed": "Likely mistake:" in feedback or "one cause explains" in feedback}
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--compare", type=Path, help="an earlier OUT: show its counts beside these")
    parser.add_argument("--no-grade", action="store_true", help="report on OUT as graded before")
    args = parser.parse_args()
    if not args.no_grade:
        grade(args.out)
    rows = summary(args.out)
    old = summary(args.compare) if args.compare else {}
    print(f"{'entry':58} {'lost':>5} {'failing':>8}  named")
    for name, row in rows.items():
        if row["kind"] != "wrong":
            continue
        was = old.get(name)
        before = f" (was {was['lost']:g} / {was['failing']})" if was else ""
        print(f"{name:58} {row['lost']:5g} {row['failing']:8d}  {'yes' if row['named'] else 'NO'}{before}")
    print("\nShare of wrong entries whose feedback names their mistake, per exercise:")
    for exercise in ("mixture", "scaling", "masking", "softmax", "heads"):
        group = [r for r in rows.values() if r["kind"] == "wrong" and r["exercise"] == exercise]
        share = sum(r["named"] for r in group) / len(group)
        print(f"  {exercise:8} {100 * share:5.1f}%  ({sum(r['named'] for r in group)} of {len(group)})")
    wrongly = [n for n, r in rows.items() if r["kind"] == "right" and r["diagnosed"]]
    print(f"\nRight entries given a diagnosis: {len(wrongly)}" + (f" ({', '.join(wrongly)})" if wrongly else ""))
    return 1 if wrongly else 0


if __name__ == "__main__":
    sys.exit(main())
