"""Unit layer: points and the text people read, from result objects built by hand.

No subprocess, no worker, no pytest run of the checks: each test builds ``CheckResult``s
(``grader.outcomes``) the way the plugin would, scores them and reads the table and the
feedback (``grader.reports.text``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from grader.contract import EXERCISE_BY_KEY
from grader.judging.scoring import score
from grader.outcomes import Cell, CheckResult, Graded
from grader.reports.text import feedback, table


def _result(exercise: str, track: str, status: str, points: float = 1.0, *, kind: str = "", hidden: bool = False,
            voids: bool = False, title: str = "", reason: str = "") -> CheckResult:
    title = title or f"{exercise} {track} {status} {kind}".strip()
    return CheckResult(id=f"{exercise}-{track}-{title}", exercise=exercise, track=track, title=title, points=points,
                       hidden=hidden, voids_exercise=voids, status=status, reason=reason or f"{title} failed",
                       kind=kind)


def _rule(exercise: str, track: str, *, broken: bool) -> CheckResult:
    """The rule check of one exercise (0 points, voids the exercise when it fails)."""
    if broken:
        return _result(exercise, track, "failed", 0.0, kind="forbidden", voids=True, title="no forbidden functions")
    return _result(exercise, track, "passed", 0.0, voids=True, title="no forbidden functions")


def _cells(results: list[CheckResult], hidden_not_run: dict | None = None) -> dict[tuple[str, str], Cell]:
    return {(c.exercise, c.track): c for c in score(results, hidden_not_run)}


def _graded(results: list[CheckResult], *, hidden_not_run: dict | None = None, hidden_included: bool = True) -> Graded:
    return Graded(Path("ada"), results, score(results, hidden_not_run), hidden_included, 1.0)


SOFTMAX_NUMPY = [_result("softmax", "numpy", "passed", 2.0), _result("softmax", "numpy", "passed", 3.0)]


def test_points_add_up_per_exercise_and_track():
    cells = _cells([*SOFTMAX_NUMPY, _result("softmax", "numpy", "failed", 4.0, kind="wrong"),
                    _result("softmax", "torch", "passed", 1.5), _rule("softmax", "numpy", broken=False)])
    assert (cells[("softmax", "numpy")].earned, cells[("softmax", "numpy")].possible) == (5.0, 9.0)
    assert (cells[("softmax", "torch")].earned, cells[("softmax", "torch")].possible) == (1.5, 1.5)
    assert not cells[("softmax", "numpy")].voided_by
    assert set(cells) == {("softmax", "numpy"), ("softmax", "torch")}, "cells without checks are left out"


def test_a_failed_rule_check_voids_its_exercise_in_its_track_only():
    results = [*SOFTMAX_NUMPY, _rule("softmax", "numpy", broken=True),
               _result("softmax", "torch", "passed", 2.0), _rule("softmax", "torch", broken=False),
               _result("mixture", "numpy", "passed", 4.0), _rule("mixture", "numpy", broken=False)]
    cells = _cells(results)
    voided = cells[("softmax", "numpy")]
    assert voided.voided_by == "no forbidden functions"
    assert (voided.earned, voided.possible) == (0.0, 5.0), "voiding keeps the points possible and earns none"
    assert (cells[("softmax", "torch")].earned, cells[("softmax", "torch")].voided_by) == (2.0, "")
    assert (cells[("mixture", "numpy")].earned, cells[("mixture", "numpy")].voided_by) == (4.0, "")


@pytest.mark.parametrize("check", [
    pytest.param(_result("softmax", "numpy", "failed", 1.0, kind="wrong"), id="failed-check-that-does-not-void"),
    pytest.param(_result("softmax", "numpy", "failed", 0.0, kind="raised", voids=True), id="rule-check-that-could-not-run"),
    pytest.param(_rule("softmax", "numpy", broken=False), id="passed-rule-check"),
])
def test_only_a_broken_rule_voids(check):
    cell = _cells([*SOFTMAX_NUMPY, check])[("softmax", "numpy")]
    assert cell.voided_by == "" and cell.earned == 5.0


def test_hidden_points_not_run_are_counted_apart_from_the_total():
    graded = _graded(SOFTMAX_NUMPY, hidden_not_run={("softmax", "numpy"): 7.0, ("heads", "torch"): 4.0},
                     hidden_included=False)
    cells = {(c.exercise, c.track): c for c in graded.cells}
    assert cells[("softmax", "numpy")].hidden_not_run == 7.0 and cells[("softmax", "numpy")].possible == 5.0
    assert cells[("heads", "torch")].hidden_not_run == 4.0 and cells[("heads", "torch")].possible == 0.0
    assert (graded.earned, graded.possible) == (5.0, 5.0)


def _row(text: str, exercise: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(EXERCISE_BY_KEY[exercise].label))


def test_the_table_marks_a_voided_cell_and_dashes_a_cell_without_checks():
    graded = _graded([*SOFTMAX_NUMPY, _rule("softmax", "numpy", broken=True), _result("softmax", "torch", "passed", 5.0)])
    text = table(graded)
    softmax = _row(text, "softmax")
    assert softmax.split() == ["4.", "Stable", "softmax", "void", "0/5", "5/5"]
    assert _row(text, "mixture").split()[-2:] == ["-", "-"]
    assert text.splitlines()[-1] == "Total: 5/10"


def test_the_table_says_public_total_and_how_many_hidden_points_are_left():
    public = table(_graded(SOFTMAX_NUMPY, hidden_not_run={("softmax", "numpy"): 7.5, ("heads", "torch"): 4.0},
                           hidden_included=False))
    lines = public.splitlines()
    assert lines[-2] == "Public total: 5/5"
    assert lines[-1].startswith("Hidden checks hold 11.5 more points; your instructor runs them.")
    graded = table(_graded(SOFTMAX_NUMPY))
    assert graded.splitlines()[-1] == "Total: 5/5" and "Hidden checks hold" not in graded


def test_feedback_collapses_a_stub_to_one_line_per_exercise_and_track():
    stub = [_result("heads", "numpy", "failed", 2.0, kind="not-implemented", title=f"check {i}") for i in range(4)]
    text = feedback(_graded([*stub, *SOFTMAX_NUMPY]))
    assert text == (f"5. Batched heads [NumPy]: not implemented yet (4 checks). Start with "
                    f"{EXERCISE_BY_KEY['heads'].lesson}.")


def test_feedback_lists_each_failure_when_not_everything_is_a_stub():
    results = [_result("heads", "numpy", "failed", 2.0, kind="not-implemented", title="stubbed"),
               _result("heads", "numpy", "failed", 3.0, kind="wrong", hidden=True, title="agrees on many inputs",
                       reason="attention returned shape (2, 8, 5); expected (2, 5, 8)")]
    text = feedback(_graded(results))
    assert "not implemented yet" not in text
    assert text.splitlines()[0] == "5. Batched heads [NumPy]:"
    assert "  FAIL stubbed (2 pts)" in text and "  FAIL agrees on many inputs (hidden, 3 pts)" in text
    assert "attention returned shape (2, 8, 5); expected (2, 5, 8)" in text
    assert feedback(_graded(SOFTMAX_NUMPY)) == "", "nothing to fix, nothing said"


def _hinted(exercise: str, track: str, title: str, hint: str, points: float = 2.0) -> CheckResult:
    result = _result(exercise, track, "failed", points, kind="dtype", title=title, reason=f"{title}: dtype float64")
    result.hint = hint
    return result


def test_one_cause_is_told_once_and_leads_the_feedback():
    slip = "float64 output for float32 input"
    results = [_hinted("scaling", "numpy", "recorded cases", slip), _hinted("heads", "numpy", "attention cases", slip, 3),
               _hinted("softmax", "numpy", "axis", "the softmax runs over the wrong axis"),
               _result("mixture", "numpy", "failed", 1.0, kind="wrong", title="values")]
    text = feedback(_graded(results))
    lines = text.splitlines()
    assert lines[0] == f"Cause 1: one cause explains 2 failing checks (5 pts). Likely mistake: {slip}"
    assert lines[1:3] == ["  - 2. Scaled scores [NumPy] recorded cases", "  - 5. Batched heads [NumPy] attention cases"]
    assert text.count(slip) == 1, "the shared cause is told once"
    assert "  FAIL recorded cases (2 pts): cause 1 above" in text
    assert "Likely mistake: the softmax runs over the wrong axis" in text, "a hint of one check stays with it"
    assert "  FAIL values (1 pts)\n      values failed" in text


def test_the_shared_causes_lead_results_json_and_each_check_keeps_its_details():
    from grader.reports.gradescope import results_json

    slip = "float64 output for float32 input"
    graded = _graded([_hinted("scaling", "numpy", "a", slip), _hinted("scaling", "numpy", "b", slip)])
    data = results_json(graded, "HEADER")
    assert data["output"].startswith("HEADER\n\nCause 1: one cause explains 2 failing checks")
    assert all(f"Likely mistake: {slip}" in test["output"] and "dtype float64" in test["output"] for test in data["tests"])
