"""Calls sent ahead (``StudentTrack.plan``): the worker runs a check's next calls while the
grader judges the one before, and nothing a check sees changes. Each call keeps its own
time limit, a timeout or crash stops the worker as before, the answers come back to the
calls they belong to, and calls left over after a check stopped early are read and dropped
before anything else is asked. On both ways of starting workers."""

from __future__ import annotations

import numpy as np
import pytest

from grader.calls.ahead import AHEAD_BYTES, AHEAD_CALLS
from grader.calls.student import Submission
from grader.errors import CheckFailure
from grader.isolation.runner import Limits

MODULE = """
import os
import time
import numpy as np

CALLS = []

def weighted_mixture(weights, values):
    CALLS.append(float(weights.flat[0]))
    mode = float(values.flat[0])
    if mode == 1:
        time.sleep(1.2)
    elif mode == 2:
        while True:
            pass
    elif mode == 3:
        os._exit(3)
    elif mode == 4:
        return np.zeros((2000, 2000))  # 32 MB: bigger than any pipe's buffer
    elif mode == 5:
        raise ValueError("mode five")
    return weights + values  # the call's own tag

def scaled_scores(q, k):
    return np.array(CALLS)  # what ran in this worker, in order
"""


def _track(folder, call_seconds: float):
    folder.mkdir()
    (folder / "numpy_core.py").write_text(MODULE, encoding="utf-8")
    return Submission(folder, Limits(sandbox=False, call_seconds=call_seconds), quick_start=True, tracks=("numpy",))


@pytest.fixture
def track(tmp_path, workers):
    """A 1 s limit per call: a call that loops is stopped soon."""
    submission = _track(tmp_path / "sub", 1.0)
    yield submission.track("numpy")
    submission.close()


@pytest.fixture
def slow_track(tmp_path, workers):
    """A 3 s limit per call, for calls that sleep 1.2 s (mode 1): 1.8 s to spare on a busy
    machine (CI runs two test workers on two cores), and three such calls still overrun it."""
    submission = _track(tmp_path / "sub", 3.0)
    yield submission.track("numpy")
    submission.close()


@pytest.fixture
def roomy_track(tmp_path, workers):
    """A 10 s limit per call, for calls that must merely finish (a blocked pipe never does):
    a 1 s limit was overrun by a quick call on a loaded CI machine (three test workers on two
    cores, the corpus's heaviest parts beside it)."""
    submission = _track(tmp_path / "sub", 10.0)
    yield submission.track("numpy")
    submission.close()


def _args(tag: float, mode: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    return np.full((1, 1), tag), np.full((1, 1), mode)


def _ran(track) -> list[float]:
    return list(track.call("scaled_scores", np.ones((1, 1)), np.ones((1, 1))).result.array)


def test_planned_calls_answer_their_own_calls_in_order(track):
    calls = [_args(float(i)) for i in range(40)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    assert 1 < len(track._posted) <= AHEAD_CALLS  # sent ahead, a window at a time
    for i, args in enumerate(calls):
        assert track.call("weighted_mixture", *args).result.array[0, 0] == float(i)
    assert _ran(track) == [float(i) for i in range(40)]


def test_each_call_keeps_its_own_time_limit(slow_track):
    """Three calls of 1.2 s each, planned together, under a 3 s limit per call: measured
    from when the plan was made, the third would run out of time."""
    track = slow_track
    calls = [_args(float(i), 1.0) for i in range(3)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    for args in calls:
        track.call("weighted_mixture", *args)
    assert not track.timed_out


def test_a_check_that_stops_early_leaves_nothing_behind(track):
    calls = [_args(float(i)) for i in range(10)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    for args in calls[:3]:
        track.call("weighted_mixture", *args)
    # the check stopped here; the next one asks something else: the other seven ran ahead
    assert _ran(track) == [float(i) for i in range(10)]
    assert not track._posted and not track._queued


def test_answers_past_a_checks_failure_are_read_for_the_ledger_and_the_worker_sees_the_same_calls(track):
    from types import SimpleNamespace

    calls = [_args(float(i), 3.0 if i == 6 else 0.0) for i in range(10)]
    cases = [SimpleNamespace(args=args, kwargs={}) for args in calls]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])  # the check fails here, and reads what ran ahead
    later = track.answers_ahead("weighted_mixture", cases)
    assert [case for case, _ in later] == cases[1:6]  # call 6 ended the worker: the calls after it never ran
    assert [returned.array[0, 0] for _, returned in later] == [1.0, 2.0, 3.0, 4.0, 5.0]
    assert not track._posted and not track._queued
    assert _ran(track) == []  # a fresh worker, as after reading and dropping them
    calls = [_args(float(i)) for i in range(4)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])
    assert track.answers_ahead("scaled_scores", cases) == []  # another function's: read, and left out
    assert _ran(track) == [0.0, 1.0, 2.0, 3.0]


def test_a_call_that_loops_after_the_checks_failure_is_stopped_in_its_own_time(track):
    calls = [_args(0.0), _args(1.0, 2.0), _args(2.0)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])  # the check stops after its first call
    assert _ran(track) == []  # the loop was stopped: a new worker, its module imported afresh
    assert track.timed_out  # as any call of this track that ran out of time


def test_a_planned_call_that_crashes_or_times_out_fails_as_it_would_alone(track):
    calls = [_args(5.0), _args(6.0, 3.0), _args(7.0)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])
    with pytest.raises(CheckFailure) as died:
        track.call("weighted_mixture", *calls[1])
    assert died.value.kind == "crash"
    track.broken.clear()  # a new check
    assert track.call("weighted_mixture", *calls[2]).result.array[0, 0] == 7.0  # a fresh worker
    assert _ran(track) == [7.0]
    calls = [_args(0.0), _args(1.0, 2.0), _args(2.0)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])
    with pytest.raises(CheckFailure) as stopped:
        track.call("weighted_mixture", *calls[1])
    assert stopped.value.kind == "timeout"
    track.broken.clear()
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    assert not track._posted  # after a timeout, one call at a time


def test_large_requests_and_answers_never_block_either_side(roomy_track):
    big = np.zeros((1, AHEAD_BYTES // 8 + 10))  # one request larger than the window: it goes alone
    calls = [(np.full((1, 1), float(i)), np.full((1, 1), 4.0)) for i in range(6)] + [(big, np.zeros((big.shape[1], 1)))] * 2
    roomy_track.plan("weighted_mixture", [(args, {}) for args in calls])
    for args in calls:
        roomy_track.call("weighted_mixture", *args)
    assert len(_ran(roomy_track)) == 8


def test_a_call_that_is_not_the_planned_one_is_made_as_asked(track):
    planned = [_args(float(i)) for i in range(5)]
    track.plan("weighted_mixture", [(args, {}) for args in planned])
    other = _args(9.0)  # equal values would not do: the very same objects are the same call
    assert track.call("weighted_mixture", *other).result.array[0, 0] == 9.0
    assert _ran(track)[-1] == 9.0


def test_answers_given_before_the_worker_died_still_answer_their_calls(track):
    """The worker runs ahead and dies at call 5 while the grader is still reading call 0's
    answer: calls 1 to 4 keep the answers they got, and call 5 is the one that crashed."""
    calls = [_args(float(i), 3.0 if i == 5 else 0.0) for i in range(20)]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    for i in range(5):
        assert track.call("weighted_mixture", *calls[i]).result.array[0, 0] == float(i)
    with pytest.raises(CheckFailure) as died:
        track.call("weighted_mixture", *calls[5])
    assert died.value.kind == "crash" and "exited with status 3" in died.value.reason


def test_the_budget_counts_the_time_calls_took_while_the_grader_was_busy(slow_track):
    import time

    track = slow_track
    calls = [_args(float(i), 1.0) for i in range(3)]  # 1.2 s each
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])
    time.sleep(2.6)  # the grader judges; the worker runs the other two meanwhile
    before = track.submission.spent
    for args in calls[1:]:
        track.call("weighted_mixture", *args)
    assert track.submission.spent - before >= 2.0  # not the near-zero wait for answers already there


def test_planned_gradient_calls_match_by_identity():
    from grader.calls.ahead import Planned

    grad = {"wrt": [0], "cotangents": [np.ones(3)]}
    planned = Planned("attention", (1,), {}, {"grad": grad, "return_args": False, "tensor_device": None})
    same = {"grad": grad, "return_args": False, "tensor_device": None}
    other = {"grad": {"wrt": [0], "cotangents": [np.ones(3)]}, "return_args": False, "tensor_device": None}
    assert planned.matches("attention", (1,), {}, same) and not planned.matches("attention", (1,), {}, other)


def test_a_call_ahead_that_raised_is_read_back_as_raised_and_noted_in_the_ledger(track):
    """A check that stops at its first failure still learns which later cases raised: the
    diagnosis engine reads them (right on some inputs, raising on others), never the verdict."""
    from types import SimpleNamespace

    from grader.calls.returned import RaisedAhead
    from grader.judging import ledger
    from grader.judging.compare import note_ahead

    calls = [_args(float(i), 5.0 if i in (2, 4) else 0.0) for i in range(6)]
    cases = [SimpleNamespace(args=args, kwargs={}) for args in calls]
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])
    later = track.answers_ahead("weighted_mixture", cases)
    assert [case for case, _ in later] == cases[1:]
    raised = [returned for _, returned in later if isinstance(returned, RaisedAhead)]
    assert [r.raised["type"] for r in raised] == ["ValueError", "ValueError"]
    assert "mode five" in raised[0].raised["message"]

    ledger.start()
    track.plan("weighted_mixture", [(args, {}) for args in calls])
    track.call("weighted_mixture", *calls[0])
    compared = []
    note_ahead(track, "weighted_mixture", cases, lambda returned, case: compared.append(case))
    assert compared == [cases[1], cases[3], cases[5]]  # the answers that returned are compared as the check would
    noted = [n for n in ledger.of("numpy", "weighted_mixture") if n.failed == "raised"]
    assert [n.case for n in noted] == [cases[2], cases[4]]
    ledger.start()
