"""Unit layer for the class summary (``summary.json``, ``summary.md``) over results written here.

No subprocess and no worker: each submission's ``results.json`` is written from a ``Graded``
built by hand (``grader.outcomes``), as grading would write it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from grader.judging.scoring import score
from grader.outcomes import CheckResult, Graded
from grader.reports.gradescope import results_json
from grader.reports.summary import class_summary, summary_markdown

BANDS = [f"{lo}-{lo + 10}%" for lo in range(0, 100, 10)]


def _check(title: str, passed: bool, points: float, *, exercise: str = "softmax", kind: str = "wrong",
           voids: bool = False) -> CheckResult:
    return CheckResult(id=title, exercise=exercise, track="numpy", title=title, points=points, hidden=False,
                       voids_exercise=voids, status="passed" if passed else "failed", kind="" if passed else kind)


def _write(out: Path, name: str, checks: list[CheckResult]) -> None:
    graded = Graded(Path(name), checks, score(checks), True, 0.5)
    (out / name).mkdir(parents=True)
    (out / name / "results.json").write_text(json.dumps(results_json(graded, "header")), encoding="utf-8")


def _earning(out: Path, name: str, earned: int, possible: int = 20) -> None:
    """A submission that earns ``earned`` of ``possible`` points: one check passed, one failed."""
    _write(out, name, [_check("right", True, float(earned)), _check("wrong", False, float(possible - earned))])


def test_scores_fall_into_ten_point_bands_with_full_marks_in_the_top_one(tmp_path):
    earned = {"full": (20, 20), "ninety_five": (19, 20), "half": (10, 20), "tenth": (2, 20),
              "just_under_a_tenth": (24, 250), "zero": (0, 20)}
    for name, (points, possible) in earned.items():
        _earning(tmp_path, name, points, possible)
    (tmp_path / "empty").mkdir()
    (tmp_path / "empty" / "results.json").write_text(json.dumps({"score": 0, "max_score": 0, "tests": []}), encoding="utf-8")
    summary = class_summary(tmp_path, [*earned, "empty"])
    assert list(summary["score_distribution"]) == BANDS
    assert summary["score_distribution"] == {**dict.fromkeys(BANDS, 0), "90-100%": 2, "50-60%": 1, "10-20%": 1,
                                             "0-10%": 3}
    assert summary["graded"] == 7
    assert summary["mean_percent"] == pytest.approx((100 + 95 + 50 + 10 + 9.6 + 0 + 0) / 7)


def test_submissions_without_readable_results_are_left_out(tmp_path):
    _earning(tmp_path, "ada", 20)
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "results.json").write_text("{ not json", encoding="utf-8")
    summary = class_summary(tmp_path, ["ada", "broken", "never-graded"])
    assert summary["graded"] == 1 and summary["mean_percent"] == 100.0
    assert sum(summary["score_distribution"].values()) == 1


def test_pass_rates_count_each_check_over_the_submissions_and_a_voided_pass_fails(tmp_path):
    rule = {"exercise": "softmax", "voids": True}
    _write(tmp_path, "a", [_check("fast", True, 1.0), _check("exact", True, 1.0), _check("rule", True, 0.0, **rule)])
    _write(tmp_path, "b", [_check("fast", True, 1.0), _check("exact", False, 1.0), _check("rule", True, 0.0, **rule)])
    _write(tmp_path, "c", [_check("fast", True, 1.0), _check("exact", True, 1.0),
                           _check("rule", False, 0.0, kind="forbidden", **rule)])  # voids c's softmax
    rates = class_summary(tmp_path, ["a", "b", "c"])["pass_rate"]
    label = "4. Stable softmax [NumPy] "
    assert rates == {f"{label}exact": 1 / 3, f"{label}fast": 2 / 3, f"{label}rule": 2 / 3}


def test_the_markdown_lists_bands_in_order_and_the_hardest_checks_first():
    summary = {"graded": 3, "mean_percent": 61.24, "score_distribution": {**dict.fromkeys(BANDS, 0), "60-70%": 3},
               "pass_rate": {"a | easy": 1.0, "b hardest": 0.0, "c middle": 0.5}}
    lines = summary_markdown(summary).splitlines()
    assert lines[:3] == ["# Class summary", "", "Graded submissions: 3"]
    assert lines[3] == "Mean score: 61.2%"
    table = lines[lines.index("| Score | Submissions |") + 2:]
    assert table[:len(BANDS)] == [f"| {band} | {3 if band == '60-70%' else 0} |" for band in BANDS]
    checks = lines[lines.index("| Check | Pass rate |") + 2:]
    assert checks == ["| b hardest | 0% |", "| c middle | 50% |", "| a / easy | 100% |"]


def test_the_markdown_of_an_empty_class_has_no_mean():
    summary = {"graded": 0, "mean_percent": None, "score_distribution": dict.fromkeys(BANDS, 0), "pass_rate": {}}
    text = summary_markdown(summary)
    assert "Graded submissions: 0" in text and "Mean score" not in text
    assert text.endswith("| Check | Pass rate |\n|---|---|\n")
