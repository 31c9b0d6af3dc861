"""Broken and hostile submissions: each fails alone, with a reason, and the batch goes on.

All fault submissions are graded in one ``python -m grader grade`` run; every test below
reads that run's results. Here the workers are forked (Linux's way);
``test_faults_spawn.py`` runs the same tests on workers spawned afresh (macOS's and
Windows' way), as a module of its own so that ``--dist loadscope`` grades the two on
different xdist workers.
"""

from __future__ import annotations

import pytest
from helpers import build_submission, cell_scores, results, run_grader

FAULTS = {
    "loop": dict(numpy="def causal_mask(t):\n    while True:\n        try:\n            pass\n        except BaseException:\n            pass\n"),
    "exit_at_import": dict(numpy="import os\nos._exit(0)\n"),
    "loop_at_import": dict(torch="while True:\n    try:\n        pass\n    except BaseException:\n        pass\n"),
    "wrong_return_type": dict(numpy="_mix = weighted_mixture\ndef weighted_mixture(weights, values):\n"
                                    "    return _mix(weights, values).tolist()\n"),
    "sys_exit": dict(numpy="import sys\ndef weighted_mixture(weights, values):\n    sys.exit(0)\n"),
    # in causal_mask, which no other function calls: every call that crashes costs a fresh worker
    "segfault": dict(numpy="import ctypes\ndef causal_mask(t):\n    return ctypes.string_at(0)\n"),
    "memory_hog": dict(numpy="def mask_scores(scores, allowed):\n    junk = np.ones(2 ** 34)\n    return junk\n"),
    "chatty": dict(numpy="_attention = attention\ndef attention(q, k, v, allowed=None):\n"
                         "    print('x' * 100_000)\n    import warnings; warnings.warn('debug')\n"
                         "    return _attention(q, k, v, allowed)\n"),
    "syntax_error": dict(torch="def broken(:\n"),
    "missing_function": dict(numpy="del split_heads\n"),
    "wrong_signature": dict(numpy="_soft = stable_softmax\ndef stable_softmax(x, temp=1.0):\n    return _soft(x, temp)\n"),
    "patched_numpy": dict(numpy="np.allclose = lambda *a, **k: True\nnp.testing.assert_allclose = lambda *a, **k: None\n"
                                "np.array_equal = lambda *a, **k: True\n"
                                "def stable_softmax(scores, temperature=1.0):\n    return np.zeros_like(scores)\n"),
    # in causal_mask too: every forged answer costs a fresh worker, seconds each where workers are spawned
    "forged_answer": dict(numpy="import os, struct\n_causal = causal_mask\n"
                                "def causal_mask(t):\n"
                                "    for fd in range(3, 64):  # whichever of them is the answer pipe\n"
                                "        try:\n"
                                "            os.write(fd, struct.pack('>II', 3, 0) + b'[0]')\n"
                                "        except OSError:\n"
                                "            pass\n"
                                "    return _causal(t)\n"),
    "disables_recorder": dict(torch="def stable_softmax(scores, temperature=1.0):\n"
                                    "    if not (math.isfinite(float(temperature)) and temperature > 0):\n"
                                    "        raise ValueError('temperature')\n"
                                    "    if torch.isneginf(scores.amax(-1)).any():\n"
                                    "        raise ValueError('row')\n"
                                    "    with torch._C.DisableTorchFunction():\n"
                                    "        return torch.softmax(scores / temperature, dim=-1)\n"),
    "reads_answers": dict(numpy="try:\n    from solutions.numpy_core import *\nexcept ImportError:\n    pass\n"
                                "try:\n    import grader\nexcept ImportError:\n    pass\n", patched_from="exercises"),
}


def graded_with(way: str, names: tuple[str, ...] = tuple(FAULTS)):
    """A module fixture: the faults ``names`` (and an empty folder) graded once with
    workers started ``way`` ("fork" or "spawn": ``grader.isolation.capabilities``)."""
    @pytest.fixture(scope="module")
    def graded(tmp_path_factory):
        base = tmp_path_factory.mktemp(f"faults-{way}")
        folders = [build_submission(base / name, **FAULTS[name]) for name in names]
        (base / "empty").mkdir()
        folders.append(base / "empty")
        out = base / "out"
        run = run_grader("grade", *map(str, folders), "--out", str(out), "--call-timeout", "2", "--import-timeout", "3",
                         env={"ATTNKIT_WORKERS": way})
        assert run.returncode == 0, run.stdout + run.stderr
        return out
    return graded


graded = graded_with("fork")


def _cells(out, name):
    return cell_scores(results(out, name))


def _full(cell):
    return cell[0] == cell[1] > 0


def _outputs(out, name, exercise, track):
    return " ".join(t["output"] for t in results(out, name)["tests"] if t["tags"][:2] == [exercise, track])


@pytest.mark.slow
def test_every_submission_was_graded_without_grader_errors(graded):
    names = [p.name for p in graded.iterdir() if (p / "results.json").is_file()]
    assert "empty" in names and len(names) > 1, names
    for name in names:
        data = results(graded, name)
        assert all("bug in the grader" not in t["output"] for t in data["tests"]), name


@pytest.mark.slow
def test_an_endless_loop_costs_only_its_own_checks(graded):
    cells = _cells(graded, "loop")
    assert cells[("masking", "numpy")][0] < cells[("masking", "numpy")][1]
    assert "time limit of 2 s" in _outputs(graded, "loop", "masking", "numpy")
    assert all(_full(c) for k, c in cells.items() if k != ("masking", "numpy"))


@pytest.mark.slow
def test_an_endless_loop_at_import_costs_its_track_only(graded):
    cells = _cells(graded, "loop_at_import")
    assert all(c[0] == 0 for k, c in cells.items() if k[1] == "torch")
    assert all(_full(c) for k, c in cells.items() if k[1] == "numpy")
    assert "importing torch_core.py did not finish within the time limit of 3 s" in _outputs(
        graded, "loop_at_import", "mixture", "torch")


@pytest.mark.slow
def test_a_wrong_return_type_is_named(graded):
    cells = _cells(graded, "wrong_return_type")
    assert cells[("mixture", "numpy")][0] == 0
    assert "list" in _outputs(graded, "wrong_return_type", "mixture", "numpy")
    assert _full(cells[("mixture", "torch")]) and _full(cells[("softmax", "numpy")])


@pytest.mark.slow
def test_exit_at_import_costs_its_track_only(graded):
    cells = _cells(graded, "exit_at_import")
    assert all(c[0] == 0 for k, c in cells.items() if k[1] == "numpy")
    assert all(_full(c) for k, c in cells.items() if k[1] == "torch")
    assert "exited with status 0" in _outputs(graded, "exit_at_import", "mixture", "numpy")


BROKEN = [
    ("sys_exit", "mixture", "SystemExit"),
    ("segfault", "masking", "killed by SIGSEGV"),
    ("memory_hog", "masking", "MemoryError"),
    ("missing_function", "heads", "has no function split_heads"),
    ("wrong_signature", "softmax", "has the signature (x, temp=1.0)"),
]


@pytest.mark.slow
@pytest.mark.parametrize("name,exercise,reason", BROKEN)
def test_a_broken_function_fails_alone_with_a_reason(graded, name, exercise, reason):
    cells = _cells(graded, name)
    assert cells[(exercise, "numpy")][0] < cells[(exercise, "numpy")][1]
    assert reason in _outputs(graded, name, exercise, "numpy")
    untouched = [k for k in cells if k[1] == "torch" or k[0] not in (exercise, "heads")]
    assert all(_full(cells[k]) for k in untouched), {k: cells[k] for k in untouched}


@pytest.mark.slow
def test_printing_and_warning_keep_full_marks(graded):
    assert all(_full(c) for c in _cells(graded, "chatty").values())


@pytest.mark.slow
def test_a_syntax_error_costs_its_track_only(graded):
    cells = _cells(graded, "syntax_error")
    assert all(c[0] == 0 for k, c in cells.items() if k[1] == "torch")
    assert all(_full(c) for k, c in cells.items() if k[1] == "numpy")
    assert "SyntaxError" in _outputs(graded, "syntax_error", "mixture", "torch")


@pytest.mark.slow
def test_patching_numpy_in_the_submission_earns_nothing(graded):
    cells = _cells(graded, "patched_numpy")
    assert cells[("softmax", "numpy")][0] == 0
    assert _full(cells[("mixture", "numpy")])


@pytest.mark.usefixtures("workers")
def test_a_slow_submission_runs_out_of_its_budget_and_says_so(tmp_path):
    slow = build_submission(tmp_path / "slow", numpy="import time\n_mix = weighted_mixture\n"
                            "def weighted_mixture(weights, values):\n    time.sleep(0.2)\n"
                            "    return _mix(weights, values)\n")
    out = tmp_path / "out"
    run = run_grader("grade", str(slow), "--out", str(out), "--track", "numpy", "--exercise", "mixture",
                     "--exercise", "softmax", "--submission-timeout", "3")
    assert run.returncode == 0, run.stdout + run.stderr
    cells = _cells(out, "slow")
    assert cells[("mixture", "numpy")][0] < cells[("mixture", "numpy")][1]
    assert "time budget of 3 s" in _outputs(out, "slow", "mixture", "numpy")
    assert cells[("softmax", "numpy")][0] == 0  # the budget is the submission's, not one function's


@pytest.mark.slow
def test_the_reference_and_the_grader_cannot_be_imported(graded):
    data = results(graded, "reads_answers")
    assert all(c[0] == 0 for k, c in cell_scores(data).items() if k[1] == "numpy")


@pytest.mark.slow
def test_an_empty_folder_is_graded_zero_with_reasons(graded):
    data = results(graded, "empty")
    assert data["score"] == 0
    assert "numpy_core.py was not found" in data["tests"][0]["output"]


@pytest.mark.slow
def test_writing_to_the_grader_pipe_fails_that_function_only(graded):
    cells = _cells(graded, "forged_answer")
    assert cells[("masking", "numpy")][0] < cells[("masking", "numpy")][1]
    assert "unreadable answer" in _outputs(graded, "forged_answer", "masking", "numpy")
    assert all(_full(c) for k, c in cells.items() if k[0] not in ("masking", "heads") or k[1] == "torch")


@pytest.mark.slow
def test_switching_off_the_call_recorder_voids_the_exercise(graded):
    cells = _cells(graded, "disables_recorder")
    assert cells[("softmax", "torch")][0] == 0
    assert "DisableTorchFunction" in _outputs(graded, "disables_recorder", "softmax", "torch")
    assert _full(cells[("softmax", "numpy")])
