"""What a check awards points for (docs/design.md): each check its own property.

A dtype slip costs the dtype checks only; error checks test error handling only; and
neither a table of the published cases nor raising on everything earns points.
"""

from __future__ import annotations

import base64
import json

import numpy as np
import pytest
from helpers import results, run_grader

from grader.inputs.error_cases import ERROR_CASES
from grader.inputs.recorded import recorded

NP_SQRT = '''
def scaled_scores(q, k):
    q, k = np.asarray(q), np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ np.swapaxes(k, -2, -1) / np.sqrt(q.shape[-1])  # float64 for float32 inputs
'''

RAISES_ALWAYS = '''
def scaled_scores(q, k):
    raise ValueError("no")
'''


def _grade(tmp_path, submission, code: str) -> dict:
    """Grade (every check, hidden ones and fresh confirmations included) the scaling exercise."""
    folder = submission("s", numpy=code)
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--exercise", "scaling", "--track", "numpy", "--jobs", "1")
    assert run.returncode == 0, run.stdout + run.stderr
    return results(out, "s")


def _self_check(tmp_path, folder) -> dict[str, str]:
    """A student's self-check (public checks only): check name -> pass or fail."""
    output = tmp_path / "github_output"
    run_grader("check", str(folder), "--exercise", "scaling", "--track", "numpy", "--github-classroom", str(output))
    encoded = output.read_text(encoding="utf-8").split("result=", 1)[1].strip()
    return {test["name"]: test["status"] for test in json.loads(base64.b64decode(encoded))["tests"]}


def _failing(result: dict) -> list[dict]:
    return [t for t in result["tests"] if t["status"] != "passed"]


def test_a_dtype_slip_costs_only_the_dtype_checks(tmp_path, submission):
    result = _grade(tmp_path, submission, NP_SQRT)
    failing = _failing(result)
    assert failing, "np.sqrt makes float32 scores float64: some check must say so"
    for test in failing:
        assert "dtype float64; expected float32" in test["output"], (test["name"], test["output"][:300])
        assert "Likely mistake: float64 output for float32 input" in test["output"]
    names = " ".join(t["name"] for t in failing)
    assert "raises ValueError" not in names and "unchanged" not in names and "same, right values" not in names
    assert "one cause explains" in result["output"] or len(failing) == 1


LONGDOUBLE = '''
def scaled_scores(q, k):
    q, k = np.asarray(q, dtype=np.longdouble), np.asarray(k, dtype=np.longdouble)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ np.swapaxes(k, -2, -1) / math.sqrt(q.shape[-1])  # float128 where longdouble is wider
'''


@pytest.mark.skipif(np.dtype(np.longdouble).itemsize <= 8, reason="np.longdouble is float64 on this platform")
def test_a_float128_result_is_a_dtype_slip_not_a_crash(tmp_path, submission):
    """float128 cannot cross the wire as it is: its values go as float64 and its dtype by
    name, so the dtype checks fail with the dtype said, and nothing says the process died."""
    failing = _failing(_grade(tmp_path, submission, LONGDOUBLE))
    assert failing
    for test in failing:
        assert "dtype float128; expected" in test["output"], (test["name"], test["output"][:300])
        assert "exited with status" not in test["output"]
    names = " ".join(t["name"] for t in failing)
    assert "raises ValueError" not in names and "unchanged" not in names and "same, right values" not in names


def test_raising_on_everything_earns_nothing(tmp_path, submission):
    result = _grade(tmp_path, submission, RAISES_ALWAYS)
    assert result["score"] == 0, [t["name"] for t in result["tests"] if t["status"] == "passed"]
    errors = [t for t in result["tests"] if "raises ValueError" in t["name"]]
    assert errors and all("did not return a result" in t["output"] for t in errors)


def _memoriser(func: str, table: dict[bytes, object], fallback: str) -> str:
    """Source for a function that answers the published inputs from a table."""
    entries = {key.hex(): (value.tolist(), str(value.dtype)) for key, value in table.items()}
    return f'''
_TABLE = {json.dumps(entries)}


def {func}(*args, **kwargs):
    key = b"".join(np.ascontiguousarray(a).tobytes() for a in args if isinstance(a, np.ndarray)).hex()
    if key in _TABLE:
        data, dtype = _TABLE[key]
        return np.array(data, dtype=dtype)
    {fallback}
'''


@pytest.mark.slow
def test_a_table_of_the_published_cases_earns_nothing_when_grading(tmp_path, submission):
    table = {b"".join(a.tobytes() for a in case.args): want for case, want in recorded()["scaled_scores"]}
    q, k = np.array([[1.0, 0.0]]), np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])  # the lesson's example
    table[q.tobytes() + k.tobytes()] = (q @ k.T) / 2**0.5
    code = _memoriser("scaled_scores", table, "return np.zeros(np.broadcast_shapes(args[0].shape[:-1] + (1,),"
                      " args[1].shape[:-2] + (1, args[1].shape[-2])))")
    folder = submission("s", numpy=code)
    public = _self_check(tmp_path, folder)
    value_names = [n for n in public if "scores [0.7071" in n or "recorded public cases" in n]
    assert value_names and all(public[n] == "pass" for n in value_names), (
        "the memoriser should pass the public value checks in a self-check, or this test shows nothing", public)
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--exercise", "scaling", "--track", "numpy", "--jobs", "1")
    assert run.returncode == 0, run.stderr
    graded = {t["name"]: t for t in results(out, "s")["tests"]}
    for name in value_names:
        test = next(t for n, t in graded.items() if n.startswith(name.rsplit(" (", 1)[0]))
        assert test["status"] == "failed" and "fresh inputs of the same kind" in test["output"], test


@pytest.mark.slow
def test_error_checks_are_confirmed_on_fresh_values_when_grading(tmp_path, submission):
    """Raising only for the published bad inputs passes a self-check, not grading."""
    bad = [err.bad for err in ERROR_CASES if err.bad.func == "scaled_scores"]
    keys = sorted({b"".join(a.tobytes() for a in case.args).hex() for case in bad})
    code = f'''
_BAD = {keys!r}


def scaled_scores(q, k):
    q, k = np.asarray(q), np.asarray(k)
    if (q.tobytes() + k.tobytes()).hex() in _BAD:
        raise ValueError("published bad input")
    return q @ np.swapaxes(k, -2, -1)[..., : q.shape[-1], :] / math.sqrt(q.shape[-1]) if q.shape[-1] == k.shape[-1] else q[..., :1] * 0
'''
    folder = submission("s", numpy=code)
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), "--out", str(out), "--exercise", "scaling", "--track", "numpy", "--jobs", "1")
    assert run.returncode == 0, run.stderr
    errors = [t for t in results(out, "s")["tests"] if "raises ValueError" in t["name"]]
    assert errors and all(t["status"] == "failed" and "fresh values of the same shapes" in t["output"] for t in errors)
