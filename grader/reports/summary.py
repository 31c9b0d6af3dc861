"""The class summary: score distribution and pass rate per check (``summary.json``, ``summary.md``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def class_summary(out_dir: Path, names: list[str]) -> dict[str, Any]:
    """Per-check pass rates and the score distribution over the graded submissions."""
    checks: dict[str, list[int]] = {}
    percents = []
    for name in names:
        try:
            data = json.loads((out_dir / name / "results.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        percents.append(100 * data["score"] / data["max_score"] if data["max_score"] else 0.0)
        for test in data["tests"]:
            counts = checks.setdefault(test["name"], [0, 0])
            counts[0] += test["status"] == "passed"
            counts[1] += 1
    bins = {f"{lo}-{lo + 10}%": 0 for lo in range(0, 100, 10)}
    for p in percents:
        lo = min(int(p // 10) * 10, 90)
        bins[f"{lo}-{lo + 10}%"] += 1
    return {
        "graded": len(percents),
        "mean_percent": sum(percents) / len(percents) if percents else None,
        "score_distribution": bins,
        "pass_rate": {name: passed / total for name, (passed, total) in sorted(checks.items())},
    }


def summary_markdown(summary: dict[str, Any]) -> str:
    lines = ["# Class summary", "", f"Graded submissions: {summary['graded']}"]
    if summary["mean_percent"] is not None:
        lines.append(f"Mean score: {summary['mean_percent']:.1f}%")
    lines += ["", "| Score | Submissions |", "|---|---|"]
    lines += [f"| {band} | {count} |" for band, count in summary["score_distribution"].items()]
    lines += ["", "Checks passed by the fewest submissions first:", "", "| Check | Pass rate |", "|---|---|"]
    for name, rate in sorted(summary["pass_rate"].items(), key=lambda item: item[1]):
        lines.append(f"| {name.replace('|', '/')} | {100 * rate:.0f}% |")
    return "\n".join(lines) + "\n"
