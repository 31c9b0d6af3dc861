"""Grade the whole corpus as an instructor would, and report what each mistake costs and
whether the feedback leads with its cause.

    python tests/corpus_report.py OUT [--set corpus|heldout|all] [--no-grade] [--entries]

Builds every entry of ``tests/corpus/`` into ``OUT/subs`` (the reference with the entry
appended, as the corpus tests do), grades them all with every check into ``OUT/out``
(``python -m grader grade``), and runs the self-check (public checks only) on each, in
this process's pool. For every wrong entry it reads the leading cause: the first cause
of the feedback (``results.json``'s ``extra_data.causes`` in grading, the same ordering
in the self-check). The cause names the mistake when its key is one of the entry's
``# diagnosis:`` keys, or, for ``# named-by:`` entries, when the phrase is in the
leading cause's text or the first failing check's reason.

Reported per exercise for ``wrong/`` (the corpus the catalogue was written for) and
apart for ``heldout/`` (written before the engine was tuned, never tuned to):
the share whose leading cause names the mistake (grading and self-check), the wrong
leads (a cause that names another mistake), the causes per entry and the lines of
"What to fix" (medians, grading). Right entries must get no diagnosis at all.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus_harness import ENTRIES, build, names_mistake  # noqa: E402
from helpers import ROOT  # noqa: E402

EVIDENCE_ONLY = {"crash", "ratio:constant", "logit-ratio:constant", "values-nan", "numeric-warning", "backward-failed"}
"""Causes that say what the evidence shows without naming a mistake: a lead with one of
them does not name the mistake, but it is not a wrong lead either."""
SETS = {"corpus": ("wrong",), "heldout": ("heldout",), "all": ("wrong", "heldout")}


def keys_of(header: dict[str, str]) -> set[str]:
    return {k.strip() for k in header.get("diagnosis", "").split(",") if k.strip()}


def grade(out: Path, kinds: tuple[str, ...]) -> None:
    shutil.rmtree(out, ignore_errors=True)
    for kind, path, header in ENTRIES:
        if kind in (*kinds, "right"):
            build(path, header["track"], out / "subs" / kind)
    folders = sorted(p for kind in (*kinds, "right") if (out / "subs" / kind).is_dir() for p in (out / "subs" / kind).iterdir())
    subprocess.run([sys.executable, "-m", "grader", "grade", *map(str, folders), "--out", str(out / "out"),
                    "--quiet", "--call-timeout", "10", "--no-html"], cwd=ROOT, check=True)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        checked = dict(zip((f.name for f in folders), pool.map(self_check, folders)))
    (out / "self-check.json").write_text(json.dumps(checked, indent=1), encoding="utf-8")


def self_check(folder: Path) -> dict:
    """The self-check's leading cause (key, text), first failing reason and causes count."""
    from grader.reports.text import causes, feedback
    from grader.running.session import grade_folder

    graded = grade_folder(folder, include_hidden=False)
    found = causes(graded)
    failing = [r for r in graded.results if r.status != "passed"]
    return {"lead": found[0][1][0].diagnosis or found[0][0] if found else "", "text": found[0][0] if found else "",
            "reason": failing[0].reason if failing else "", "causes": len(found),
            "lines": len(feedback(graded).splitlines()), "lost": graded.possible - graded.earned}


def _lead_from_results(results: dict, feedback: str) -> tuple[str, str]:
    causes = results.get("extra_data", {}).get("causes", [])
    key = causes[0][0] if causes else ""
    marker = "Likely mistake: "
    text = feedback.split(marker, 1)[1].split("\n", 1)[0] if marker in feedback else ""
    return key, text


def judged(header: dict[str, str], key: str, text: str, reason: str) -> str:
    """"named", "wrong" (names another mistake), "evidence" (says what it saw) or "none"."""
    keys = keys_of(header)
    if keys and names_mistake(key, keys):
        return "named"
    if "named-by" in header and header["named-by"].lower() in (text + " " + reason).lower():
        return "named"
    if not key:
        return "none"
    return "evidence" if key in EVIDENCE_ONLY or key.startswith("knock-on:") else "wrong"


def summary(out: Path) -> dict[str, dict]:
    checked = json.loads((out / "self-check.json").read_text(encoding="utf-8"))
    rows = {}
    for kind, path, header in ENTRIES:
        folder = out / "out" / path.stem
        if not (folder / "results.json").is_file():
            continue
        results = json.loads((folder / "results.json").read_text(encoding="utf-8"))
        feedback = (folder / "feedback.md").read_text(encoding="utf-8")
        what = feedback.split("## What to fix", 1)[-1]
        failing = [t for t in results["tests"] if t["status"] != "passed"]
        key, text = _lead_from_results(results, feedback)
        mine = checked.get(path.stem, {})
        rows[path.stem] = {
            "kind": kind, "exercise": header["exercise"], "track": header["track"],
            "lost": results["max_score"] - results["score"], "failing": len(failing),
            "lead": key, "grading": judged(header, key, text, failing[0]["output"] if failing else ""),
            "self": judged(header, mine.get("lead", ""), mine.get("text", ""), mine.get("reason", ""))
            if mine.get("lost") else "n/a",
            "self_lead": mine.get("lead", ""),
            "causes": len(results.get("extra_data", {}).get("causes", [])),
            "lines": max(0, len(what.strip().strip("`").strip().splitlines())),
            "diagnosed": "Likely mistake:" in feedback,
        }
    return rows


def _share(rows: list[dict], column: str) -> str:
    judged_rows = [r for r in rows if r[column] != "n/a"]
    named = sum(r[column] == "named" for r in judged_rows)
    return f"{100 * named / len(judged_rows):5.1f}% ({named}/{len(judged_rows)})" if judged_rows else "  -  "


def report(rows: dict[str, dict], kinds: tuple[str, ...], show_entries: bool) -> None:
    if show_entries:
        print(f"{'entry':52} {'lost':>5} {'fail':>4}  {'grading':9} {'self':9} lead")
        for name, row in rows.items():
            if row["kind"] in kinds:
                print(f"{name:52} {row['lost']:5g} {row['failing']:4d}  {row['grading']:9} {row['self']:9} {row['lead']}")
    for kind in kinds:
        group = [r for r in rows.values() if r["kind"] == kind]
        if not group:
            continue
        print(f"\n{kind}/ ({len(group)} entries): leading cause names the mistake, grading | self-check;"
              " wrong leads; median causes; median lines of What to fix")
        for exercise in ("mixture", "scaling", "masking", "softmax", "heads", None):
            part = [r for r in group if exercise is None or r["exercise"] == exercise]
            if not part:
                continue
            wrong = sum(r["grading"] == "wrong" for r in part) + sum(r["self"] == "wrong" for r in part)
            print(f"  {exercise or 'all':8} {_share(part, 'grading')} | {_share(part, 'self')}; wrong leads {wrong};"
                  f" causes {statistics.median(r['causes'] for r in part):g};"
                  f" lines {statistics.median(r['lines'] for r in part):g}")
    wrongly = [n for n, r in rows.items() if r["kind"] == "right" and r["diagnosed"]]
    print(f"\nRight entries given a diagnosis: {len(wrongly)}" + (f" ({', '.join(wrongly)})" if wrongly else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--set", choices=sorted(SETS), default="all", help="which wrong entries to grade and report")
    parser.add_argument("--no-grade", action="store_true", help="report on OUT as graded before")
    parser.add_argument("--entries", action="store_true", help="also a line per entry")
    args = parser.parse_args()
    kinds = SETS[args.set]
    if not args.no_grade:
        grade(args.out, kinds)
    rows = summary(args.out)
    report(rows, kinds, args.entries)
    return 1 if any(r["kind"] == "right" and r["diagnosed"] for r in rows.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
