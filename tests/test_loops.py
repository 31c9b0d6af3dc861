"""Endless loops cost seconds, and only the checks that call the looping function.

After a call of a submission has timed out (at ``--call-timeout``), its later calls get a
limit derived from the reference's time on the same input (``Submission.call_limit``),
so a submission whose every function loops is graded in about a minute, not ten, and its
time budget never runs out before the checks of its healthy functions.
"""

from __future__ import annotations

import time

import pytest
from helpers import cell_scores, results, run_grader

LOOP = "\n\ndef {name}(*args, **kwargs):\n    while True:\n        pass\n"


@pytest.mark.slow
def test_a_submission_that_loops_everywhere_is_graded_in_a_minute(tmp_path, submission):
    numpy = "".join(LOOP.format(name=n) for n in ("weighted_mixture", "scaled_scores", "causal_mask", "mask_scores",
                                                  "stable_softmax", "attention", "split_heads", "merge_heads",
                                                  "multi_head_self_attention"))
    folder = submission("loops", numpy=numpy, torch=numpy)
    out = tmp_path / "out"
    started = time.monotonic()
    run = run_grader("grade", str(folder), "--out", str(out), "--jobs", "1")
    seconds = time.monotonic() - started
    assert run.returncode == 0, run.stdout + run.stderr
    result = results(out, "loops")
    assert result["score"] == 0
    failing = [t for t in result["tests"] if t["status"] != "passed"]
    assert all("time limit" in t["output"] or "voided" in t["output"].lower() or "endless loop" in t["output"]
               for t in failing if "forbidden" not in t["name"]), [t["output"][:200] for t in failing][:5]
    assert sum("after an earlier call timed out" in t["output"] for t in failing) > 100
    assert seconds < 120, f"grading took {seconds:.0f} s"  # a loose bound: the benchmark measures it


@pytest.mark.slow
@pytest.mark.parametrize("track", ["numpy", "torch"])
def test_a_looping_function_costs_only_the_checks_that_call_it(tmp_path, submission, track):
    """stable_softmax loops: the checks of stable_softmax and of the functions built on it
    (attention, multi-head attention) fail; every other exercise of both tracks keeps full
    marks, hidden checks included (the time budget is not used up)."""
    folder = submission("softmax_loops", **{track: LOOP.format(name="stable_softmax")})
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--jobs", "1")
    assert run.returncode == 0, run.stdout + run.stderr
    cells = cell_scores(results(out, "softmax_loops"))
    for (exercise, cell_track), (earned, possible) in cells.items():
        if cell_track == track and exercise in ("softmax", "heads"):
            assert earned < possible, (exercise, cell_track)
        else:
            assert earned == possible, (exercise, cell_track, earned, possible)
    assert not any("time budget" in t["output"] for t in results(out, "softmax_loops")["tests"])


@pytest.mark.slow
def test_a_function_that_loops_on_some_inputs_loses_only_those_checks(tmp_path, submission):
    """scaled_scores loops on batched inputs only: the lesson's 2-D example still passes
    after it has timed out elsewhere."""
    code = '''
def scaled_scores(q, k):
    q, k = np.asarray(q), np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    while q.ndim > 2 or k.ndim > 2:
        pass
    return q @ k.T / math.sqrt(q.shape[-1])
'''
    folder = submission("some", numpy=code)
    out = tmp_path / "out"
    assert run_grader("grade", str(folder), "--out", str(out), "--exercise", "scaling", "--track", "numpy",
                      "--jobs", "1").returncode == 0
    tests = {t["name"]: t for t in results(out, "some")["tests"]}
    lesson = next(t for n, t in tests.items() if "q=[1,0]" in n)
    assert lesson["status"] == "passed", lesson["output"]
    assert any("time limit" in t["output"] for t in tests.values())
