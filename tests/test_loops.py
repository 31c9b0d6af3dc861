"""Endless loops cost seconds, and only the checks that call the looping function.

After a call of a submission has timed out (at ``--call-timeout``), its later calls get a
limit derived from the reference's time on the same input (``Submission.call_limit``),
so a submission whose every function loops is graded in about a minute, not ten, and its
time budget never runs out before the checks of its healthy functions.
"""

from __future__ import annotations

import time

import numpy as np
import pytest
from helpers import cell_scores, results, run_grader

LOOP = "\n\ndef {name}(*args, **kwargs):\n    while True:\n        pass\n"


@pytest.mark.slow
def test_a_submission_that_loops_everywhere_waits_the_full_limit_once_per_track(tmp_path, submission):
    numpy = "".join(LOOP.format(name=n) for n in ("weighted_mixture", "scaled_scores", "causal_mask", "mask_scores",
                                                  "stable_softmax", "attention", "split_heads", "merge_heads",
                                                  "multi_head_self_attention"))
    folder = submission("loops", numpy=numpy, torch=numpy)
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--jobs", "1", "--call-timeout", "2")
    assert run.returncode == 0, run.stdout + run.stderr
    result = results(out, "loops")
    assert result["score"] == 0
    failing = [t for t in result["tests"] if t["status"] != "passed"]
    assert all("time limit" in t["output"] or "voided" in t["output"].lower() or "endless loop" in t["output"]
               for t in failing if "forbidden" not in t["name"]), [t["output"][:200] for t in failing][:5]
    assert sum("after an earlier call timed out" in t["output"] for t in failing) > 100
    # one wait of the full call limit per track, every later loop a fraction of a second, the time
    # budget never reached: what that costs in seconds is benchmarks/bench_loops.py's to measure
    assert sum("within the time limit of 2 s;" in t["output"] for t in failing) == 2
    assert not any("time budget" in t["output"] for t in result["tests"])


@pytest.mark.slow
@pytest.mark.parametrize("track", ["numpy", "torch"])
def test_a_looping_function_costs_only_the_checks_that_call_it(tmp_path, submission, track):
    """stable_softmax loops: the checks of stable_softmax and of the functions built on it
    (attention, multi-head attention) fail; every other exercise of both tracks keeps full
    marks, hidden checks included (the time budget is not used up)."""
    folder = submission("softmax_loops", **{track: LOOP.format(name="stable_softmax")})
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--jobs", "1", "--call-timeout", "3")
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
                      "--jobs", "1", "--call-timeout", "3").returncode == 0
    tests = {t["name"]: t for t in results(out, "some")["tests"]}
    lesson = next(t for n, t in tests.items() if "q=[1,0]" in n)
    assert lesson["status"] == "passed", lesson["output"]
    assert any("time limit" in t["output"] for t in tests.values())


WAITS_AND_SPINS = """
import time


def causal_mask(t):
    while True:
        pass


def weighted_mixture(weights, values):  # waits without the CPU, as a call does on a busy machine
    time.sleep(0.6)
    return weights @ values


def scaled_scores(q, k):  # uses the CPU
    end = time.process_time() + 0.6
    while time.process_time() < end:
        pass
    return q @ k.T


def mask_scores(scores, allowed):  # waits for ever: only the wall clock can stop it
    time.sleep(1000)
"""


def test_after_a_timeout_a_call_is_limited_in_cpu_time_not_wall_time(tmp_path, workers):
    """The short limits after a timeout count the student's CPU time, measured by the worker,
    so that a call kept waiting (for a core on a busy machine, for the pipes) keeps its
    marks; a call that uses the CPU past the limit is stopped, and one that only waits is
    stopped by the wall clock, the limit plus ``after_timeout_wall_grace`` later."""
    from grader.calls.student import Submission
    from grader.errors import CheckFailure
    from grader.isolation.runner import Limits

    folder = tmp_path / "sub"
    folder.mkdir()
    (folder / "numpy_core.py").write_text(WAITS_AND_SPINS, encoding="utf-8")
    limits = Limits(sandbox=False, call_seconds=5.0, after_timeout_floor=0.2, after_timeout_wall_grace=2.0)
    submission = Submission(folder, limits, reference_seconds=lambda *call: 0.0, tracks=("numpy",))
    track = submission.track("numpy")
    try:
        with pytest.raises(CheckFailure, match="time limit of 5 s;"):
            track.call("causal_mask", 3)
        assert submission.call_limit("numpy", "weighted_mixture", (), {})[0] == 0.2
        got = track.call("weighted_mixture", np.ones((2, 3)), np.ones((3, 4))).result.array
        assert np.array_equal(got, np.full((2, 4), 3.0))
        with pytest.raises(CheckFailure, match="time limit of 0.2 s of CPU time") as spun:
            track.call("scaled_scores", np.ones((2, 3)), np.ones((2, 3)))
        assert spun.value.kind == "timeout"
        assert track.signature("mask_scores")  # a fresh worker starts and imports the module: not the call's time
        started = time.monotonic()
        with pytest.raises(CheckFailure, match="time limit of 0.2 s of CPU time") as waited:
            track.call("mask_scores", np.ones((2, 2)), np.ones((2, 2), dtype=bool))
        assert waited.value.kind == "timeout"
        assert 2.2 <= time.monotonic() - started < 5.0  # the wall clock stopped it, not the call limit
    finally:
        submission.close()
