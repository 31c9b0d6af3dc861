"""Each track runs in its own worker, and the self-check's workers start quickly.

The self-check forks the NumPy track's worker from a template without torch and the torch
track's from one that leaves ``torch._dynamo`` unimported (``grader.isolation.worker.lazy_dynamo``);
grading forks both from the full template. These tests run the grader as users do and
look at what the student's code could see.
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from helpers import ROOT, cell_scores, results, run_grader

from grader.calls.student import Submission
from grader.errors import CheckFailure
from grader.isolation.runner import Limits

LEAVE_A_MARK = "import builtins\nbuiltins.attnkit_numpy_was_here = True\n"
"""NumPy-track code that leaves a mark in its process."""

FAIL_ON_THE_MARK = (
    "import builtins\n"
    "_mixture = weighted_mixture\n"
    "def weighted_mixture(weights, values):\n"
    "    if getattr(builtins, 'attnkit_numpy_was_here', False):\n"
    "        raise RuntimeError('the NumPy code ran in this process')\n"
    "    return _mixture(weights, values)\n"
)

FAIL_IF_DYNAMO = (
    "import sys\n"
    "_mixture = weighted_mixture\n"
    "def weighted_mixture(weights, values):\n"
    "    if 'torch._dynamo' in sys.modules:\n"
    "        raise RuntimeError('torch._dynamo is imported')\n"
    "    return _mixture(weights, values)\n"
)


def test_one_tracks_code_never_runs_in_the_other_tracks_process(tmp_path, submission):
    folder = submission("apart", numpy=LEAVE_A_MARK, torch=FAIL_ON_THE_MARK)
    run = run_grader("check", str(folder), "--exercise", "mixture")
    assert run.returncode == 0, run.stdout + run.stderr
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--exercise", "mixture", "--quiet")
    assert run.returncode == 0, run.stdout + run.stderr
    earned, possible = cell_scores(results(out, "apart"))[("mixture", "torch")]
    assert earned == possible > 0


def test_a_track_that_imports_the_other_is_told_to_copy_what_it_needs(submission):
    folder = submission("borrows", torch="from numpy_core import weighted_mixture as _np_mixture\n")
    run = run_grader("check", str(folder), "--exercise", "mixture")
    assert run.returncode == 1
    assert "ModuleNotFoundError" in run.stdout
    assert "torch_core.py cannot import numpy_core: copy what you need into it" in run.stdout


def test_the_self_check_leaves_dynamo_unimported_and_grading_imports_it_first(tmp_path, submission):
    folder = submission("dynamo", torch=FAIL_IF_DYNAMO)
    run = run_grader("check", str(folder), "--exercise", "mixture", "--track", "torch")
    assert run.returncode == 0, run.stdout + run.stderr
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--exercise", "mixture", "--track", "torch", "--quiet")
    assert run.returncode == 0, run.stdout + run.stderr
    # grading's template imported torch._dynamo before any student code ran, so no graded
    # call can be the one that pays for that import
    assert "torch._dynamo is imported" in results(out, "dynamo")["output"] + str(results(out, "dynamo")["tests"])


def test_a_timeout_shortens_the_later_calls_of_its_own_track_only(tmp_path):
    folder = tmp_path / "sub"
    folder.mkdir()
    (folder / "numpy_core.py").write_text("def weighted_mixture(weights, values):\n    while True:\n        pass\n", encoding="utf-8")
    limits = Limits(sandbox=False, call_seconds=1.0)
    submission = Submission(folder, limits, quick_start=True, tracks=("numpy",))
    try:
        args = ((), {})
        assert submission.call_limit("numpy", "weighted_mixture", *args) == (1.0, "")
        with pytest.raises(CheckFailure) as stopped:
            submission.track("numpy").call("weighted_mixture", np.ones((1, 1)), np.ones((1, 1)))
        assert stopped.value.kind == "timeout"
        assert submission.track("numpy").timed_out and not submission.track("torch").timed_out
        assert submission.call_limit("torch", "weighted_mixture", *args) == (1.0, "")
        limit, how = submission.call_limit("numpy", "weighted_mixture", *args)
        assert limit == min(1.0, limits.after_timeout_slowest_floor) and "after an earlier call timed out" in how
    finally:
        submission.close()


DEFERRED = """
import sys
import torch
from grader.isolation.worker import lazy_dynamo

assert "torch._dynamo" not in sys.modules
count = lazy_dynamo.defer()
assert count > 0, count
mask = torch.ones(3, 3, dtype=torch.bool, device="meta").tril()
assert (mask.device.type, mask.shape, mask.dtype) == ("meta", (3, 3), torch.bool)
assert torch.ones(3, 3, dtype=torch.bool).tril().tolist() == [[True, False, False], [True, True, False], [True] * 3]
assert "torch._dynamo" not in sys.modules, "a meta-device operation imported torch._dynamo"


def stand_ins():
    import gc
    return sum(1 for f in gc.get_objects() if callable(f) and "_stand_in" in getattr(
        getattr(f, "__dynamo_disable", None), "__qualname__", ""))


import torch._dynamo  # something compiles now: torch's own wrappers take over
left = stand_ins()
assert 0 < left <= count, (left, count)
assert (torch.ones(2, device="meta") + 1).device.type == "meta"
assert stand_ins() < left, "a stand-in called after torch._dynamo was imported did not hand over"
assert lazy_dynamo.defer() == 0, "stand-ins were given while torch._dynamo is imported"
print("ok", count)
"""


def test_lazy_dynamo_runs_meta_operations_without_importing_dynamo_and_hands_over():
    run = subprocess.run([sys.executable, "-c", DEFERRED], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("ok ")


def test_a_template_no_one_waited_for_is_killed_and_a_ready_one_leaves_by_itself():
    from grader.isolation import sandbox
    from grader.isolation.runner import Template

    plan = sandbox.plan([], enabled=False)
    unused = Template(plan, "full")
    unused.close()  # still importing torch: nobody waits for that
    assert unused.proc.returncode == -9
    used = Template(plan, "numpy")
    used.wait_ready(60)
    used.close()
    assert used.proc.returncode == 0
