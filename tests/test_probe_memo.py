"""The probes' memo (``grader.running.probe_memo``): what it keeps of a module's source, and
that a probe read back from it gives the feedback a run would have given."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from corpus_harness import build
from helpers import run_grader

from grader.running import probe_memo, probes

CORPUS = Path(__file__).parent / "corpus"

MODULE = """import numpy as np

SCALE = 2.0


def mask_scores(scores, allowed):
    return np.where(allowed, scores, _fill(scores))


def _fill(scores):
    return -np.inf


def attention(q, k, v, allowed=None):
    return q @ k.T  # wrong, and no callee's business
"""


def test_functions_the_probes_cannot_reach_narrow_to_one_text():
    roots = ["mask_scores"]
    base = probe_memo.narrowed(MODULE, roots)
    assert base is not None and "_fill" in base and "attr='inf'" in base  # a helper it calls, whole
    other = MODULE.replace("return q @ k.T  # wrong", "s = q @ k.T\n    return s * SCALE  # wrong")
    assert probe_memo.narrowed(other, roots) == probe_memo.narrowed(other.replace("s * SCALE", "s * 3.0"), roots)
    assert probe_memo.narrowed(other, roots) == probe_memo.narrowed(other + "\nimport numpy as np\n", roots)
    said = MODULE.replace("import numpy as np\n\n", 'import numpy as np\n"""A string that names attention."""\n', 1)
    assert probe_memo.narrowed(said, roots) == base  # (at a line of its own: the lines below stay where they were)
    assert probe_memo.narrowed(MODULE + "\n\ndef attention(q, k, v, allowed=None):\n    return q\n", roots) == base
    for changed in (MODULE.replace("-np.inf", "-1e9"),  # a helper the probed function calls
                    MODULE.replace("SCALE = 2.0", "SCALE = 3.0"),  # a top-level statement
                    MODULE.replace("allowed=None)", "allowed=np.seterr(all='raise'))"),  # a default runs at import
                    "\n" + MODULE,  # the probed function at another line: its tracebacks say another
                    MODULE + "\nimport torch as np\n",  # np bound to another module
                    MODULE + "\nfrom numpy import where\n"):  # harmless, but said apart: where is mentioned
        assert probe_memo.narrowed(changed, roots) != base, changed


@pytest.mark.parametrize("line", [
    "    return globals()['attention'](scores, allowed, allowed)",  # a name looked up at run time
    "    return getattr(np, 'where')(allowed, scores, -np.inf)",
    "    import sys; return scores",
    "    return np.load('state.npy')",  # what an earlier call may have written
])
def test_a_name_looked_up_at_run_time_narrows_nothing(line):
    source = MODULE.replace("    return np.where(allowed, scores, _fill(scores))", line)
    assert probe_memo.narrowed(source, ["mask_scores"]) is None


def test_an_import_beyond_the_libraries_or_a_string_naming_a_function_is_followed():
    assert probe_memo.narrowed("import helpers\n" + MODULE, ["mask_scores"]) is None  # a file of the student's
    named = MODULE.replace("return -np.inf", "return -np.inf if 'attention' else 0")
    assert probe_memo.narrowed(named, ["mask_scores"]) != probe_memo.narrowed(
        named.replace("q @ k.T", "k @ q.T"), ["mask_scores"])  # a function named in a string counts as reached
    assert probe_memo.narrowed("def broken(:\n", ["mask_scores"]) is None


def test_only_probes_that_passed_are_kept_and_a_copy_is_given_back():
    from grader.outcomes import CheckResult

    probe_memo.forget()
    passed = CheckResult(id="a", exercise="masking", track="numpy", title="t", points=1.0, hidden=False,
                         voids_exercise=False, status="passed")
    failed = CheckResult(id="b", exercise="masking", track="numpy", title="t", points=1.0, hidden=False,
                         voids_exercise=False, status="failed", reason="at /home/ada/numpy_core.py")
    probe_memo.keep("k1", [passed, failed], [], 0.5)
    assert probe_memo.recall("k1", 600.0) is None  # a failing probe's text may name its submission: never kept
    probe_memo.keep("k2", [passed], [], 0.5)
    got, notes, spent = probe_memo.recall("k2", 600.0)
    got[0].diagnosis = "written by the engine"
    assert probe_memo.recall("k2", 600.0)[0][0].diagnosis == "" and spent == 0.5
    assert probe_memo.recall("k2", 1.5) is None  # little budget left: the run is made again, and may run out
    probe_memo.forget()


@pytest.mark.slow
def test_a_probe_read_back_gives_the_feedback_a_run_of_its_own_gives(tmp_path, monkeypatch):
    """Two heads entries that share their callees (the reference's) graded in one run: the
    second's probes come from the memo; its results.json is the one a run of it alone, with
    the memo off, writes."""
    names = ["torch_heads_attention_prescale_q_in_place", "torch_heads_attention_returns_scores_too"]
    folders = [build(CORPUS / "wrong" / f"{name}.py", "torch", tmp_path / "subs") for name in names]
    together, alone = tmp_path / "together", tmp_path / "alone"
    run = run_grader("grade", *map(str, folders), "--out", str(together), "--exercise", "heads", "--track", "torch",
                     "--jobs", "1", "--no-html")
    assert run.returncode == 0, run.stdout + run.stderr
    run = run_grader("grade", str(folders[1]), "--out", str(alone), "--exercise", "heads", "--track", "torch",
                     "--no-html", env={"ATTNKIT_PROBE_MEMO": "off"})
    assert run.returncode == 0, run.stdout + run.stderr
    read = [json.loads((out / folders[1].name / "results.json").read_text(encoding="utf-8")) for out in (together, alone)]
    assert read[0] == read[1] and read[0]["score"] < read[0]["max_score"]
    assert read[0]["extra_data"]["causes"]  # the feedback has a cause, read with the probes' help


def test_the_memo_is_used_when_grading_and_can_be_turned_off(monkeypatch):
    monkeypatch.setenv("ATTNKIT_PROBE_MEMO", "off")
    assert not probes.memo_on(include_hidden=True)
    monkeypatch.delenv("ATTNKIT_PROBE_MEMO")
    assert probes.memo_on(include_hidden=True) and not probes.memo_on(include_hidden=False)  # a self-check: no
