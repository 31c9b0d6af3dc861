"""Probes: the public checks of the functions a graded exercise calls, run for feedback only.

Graded on the heads exercise alone, an attention that fails only because the student's
mask_scores (exercise 3) is wrong leads with the root. The probes never score, never
show and never change the grade: the same run with them turned off grades the same.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from corpus_harness import build

from grader.outcomes import CheckResult
from grader.running import probes, session

CORPUS = Path(__file__).parent / "corpus"


def _result(exercise: str, track: str, status: str) -> CheckResult:
    return CheckResult(id=f"{exercise}-{status}", exercise=exercise, track=track, title="t", points=1.0,
                       hidden=False, voids_exercise=False, status=status)


def test_the_exercises_left_out_that_failing_functions_call_are_read_from_the_source():
    source = ("def helper(s):\n    return mask_scores(s, None)\n\n"
              "def attention(q, k, v, allowed=None):\n    return weighted_mixture(stable_softmax(helper(q)), v)\n")
    failing = [_result("heads", "numpy", "failed")]
    assert probes.exercises_called(failing, {"numpy": source}, {"heads"}) == {
        "numpy": {"masking", "softmax", "mixture"}}  # mask_scores reached through a helper of the student's
    assert probes.exercises_called(failing, {"numpy": source}, {"heads", "masking", "softmax", "mixture"}) == {}
    assert probes.exercises_called([_result("heads", "numpy", "passed")], {"numpy": source}, {"heads"}) == {}
    assert probes.exercises_called(failing, {"numpy": ""}, {"heads"}) == {}  # no source: nothing to read


@pytest.mark.slow
def test_a_knock_on_graded_alone_leads_with_its_root_and_the_probes_never_score(tmp_path, monkeypatch):
    entry = CORPUS / "wrong" / "numpy_heads_knockon_mask_zero_fill.py"
    folder = build(entry, "numpy", tmp_path / "subs")
    graded = session.grade_folder(folder, include_hidden=True, exercises={"heads"}, tracks={"numpy"})
    assert {r.exercise for r in graded.results} == {"heads"}  # the probed exercise's checks are not among them
    attention = [r for r in graded.results if r.status == "failed" and "attention" in r.title]
    assert attention and all(r.root == "mask_scores" and r.diagnosis == "mask-zero" for r in attention)
    assert all("fix exercise 3 first" in r.hint for r in attention)

    monkeypatch.setattr(session, "probe_callees", lambda plugin, results: [])
    alone = session.grade_folder(folder, include_hidden=True, exercises={"heads"}, tracks={"numpy"})
    assert [(r.id, r.status, r.earned) for r in alone.results] == [(r.id, r.status, r.earned) for r in graded.results]
    assert (alone.earned, alone.possible) == (graded.earned, graded.possible)
    assert all(r.root != "mask_scores" for r in alone.results)  # without the probes nothing points at the root


@pytest.mark.slow
def test_a_probe_that_cannot_run_leaves_the_grade_and_the_feedback_as_they_were(tmp_path, monkeypatch):
    entry = CORPUS / "wrong" / "numpy_heads_knockon_mask_zero_fill.py"
    folder = build(entry, "numpy", tmp_path / "subs")

    def broken(*args, **kwargs):
        raise RuntimeError("a probe that breaks")

    monkeypatch.setattr(probes, "run_checks", broken)
    graded = session.grade_folder(folder, include_hidden=True, exercises={"heads"}, tracks={"numpy"})
    assert graded.earned < graded.possible and {r.exercise for r in graded.results} == {"heads"}
    assert any(r.diagnosis for r in graded.results if r.status == "failed")
