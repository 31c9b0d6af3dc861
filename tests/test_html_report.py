"""The HTML report (``report.html``, ``attnkit check --html``) as text: what it holds, what it
never holds, its size, and the leak scan that covers it. tests/test_html_browser.py opens it
in a browser."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest
from helpers import ROOT, results, run_grader

from grader.calls.returned import Returned
from grader.contract import EXERCISE_BY_KEY
from grader.errors import CheckFailure
from grader.inputs import hidden
from grader.instructor import leaks
from grader.judging.compare import expect_array
from grader.judging.scoring import score
from grader.outcomes import CheckResult, Graded
from grader.reports.gradescope import results_json
from grader.reports.html import LIMIT, report_html, report_not_graded

HOSTILE_NAME = "<img src=x onerror=window.pwned=2>"
HOSTILE_TEXT = "<script>window.pwned=1</script>"

DIVIDES_BY_DK = '''
def scaled_scores(q, k):
    q, k = np.asarray(q), np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ np.swapaxes(k, -2, -1) / q.dtype.type(q.shape[-1])
'''


def _result(title: str, *, hidden: bool = False, status: str = "failed", exercise: str = "scaling", **fields) -> CheckResult:
    return CheckResult(id=f"check_x.py::{title}", exercise=exercise, track="numpy", title=title, points=3,
                       hidden=hidden, voids_exercise=False, status=status, **fields)


def _graded(*results: CheckResult) -> Graded:
    return Graded(Path("s"), list(results), score(list(results), {}), True, 1.0)


def _returned(array: np.ndarray) -> Returned:
    return Returned("ndarray", dtype=str(array.dtype), array=array, shape=array.shape)


def test_a_public_value_failure_carries_both_arrays_and_a_hidden_one_none():
    want = np.arange(6, dtype=np.float32).reshape(2, 3)
    got = want.copy()
    got[1, 2] += 1
    with pytest.raises(CheckFailure, match="largest error 1 at index") as public:
        expect_array(_returned(got), want, track="numpy", what="f(...)")
    arrays = public.value.arrays
    assert arrays is not None and set(arrays) == {"yours", "expected"}
    assert arrays["yours"].dtype == np.float64 and arrays["yours"][1, 2] == 6.0 and arrays["expected"][1, 2] == 5.0
    with pytest.raises(CheckFailure, match="returned shape") as shaped:
        expect_array(_returned(got[:1]), want, track="numpy", what="f(...)")
    assert shaped.value.arrays is not None and shaped.value.arrays["yours"].shape == (1, 3)
    mask = np.tril(np.ones((3, 3), dtype=bool))
    with pytest.raises(CheckFailure, match="is wrong at index") as wrong_mask:
        expect_array(_returned(~mask), mask, track="numpy", what="causal_mask(...)")
    assert wrong_mask.value.arrays["expected"].dtype == bool  # type: ignore[index]
    with pytest.raises(CheckFailure) as hidden_failure:
        expect_array(_returned(got), want, track="numpy", what="f(...)", show_values=False)
    assert hidden_failure.value.arrays is None
    with pytest.raises(CheckFailure, match="dtype float64") as dtype:
        expect_array(_returned(want.astype(np.float64)), want, track="numpy", what="f(...)")
    assert dtype.value.arrays is None  # right values in the wrong dtype: nothing to draw


def test_results_json_never_holds_the_arrays():
    arrays = {"yours": np.ones((2, 2)), "expected": np.zeros((2, 2))}
    graded = _graded(_result("scores", reason="wrong", kind="wrong", arrays=arrays))
    assert "arrays" not in json.dumps(results_json(graded, "header"))
    assert "yours" not in json.dumps(results_json(graded, "header"))


def test_the_report_holds_the_table_causes_failing_checks_first_and_passing_ones_collapsed():
    arrays = {"yours": np.array([[1.0, 2.0], [3.0, 9.0]]), "expected": np.array([[1.0, 2.0], [3.0, 4.0]])}
    failing = [_result("first", reason="f(...) differs", kind="wrong", hint="the scores look divided by d_k.",
                       example="Input: f(np.array([1.0]))", arrays=arrays),
               _result("second", reason="g(...) differs", kind="wrong", hint="the scores look divided by d_k.")]
    passing = _result("a passing check", status="passed")
    page = report_html(_graded(passing, *failing), name="ada", header="attnkit grader 0.1.0 (grading)")
    assert page.startswith("<!DOCTYPE html>") and page.count("<script>") == 1
    assert not re.search(r"""(src|href)=["']?(https?:|//)""", page), "the page must fetch nothing"
    assert "Cause 1: one cause explains 2 failing checks (6 pts)." in page
    assert "<b>Likely mistake:</b> the scores look divided by d_k." in page
    body = page[page.index("<body>"):]
    assert body.index("Cause 1") < body.index("[NumPy] first") < body.index("a passing check")
    assert '<details class="passing">' in page and "1 checks pass" in page
    assert 'data-cell="scaling/numpy">3/9<' in page
    assert "Input: f(np.array([1.0]))" in page and EXERCISE_BY_KEY["scaling"].lesson.replace("'", "&#x27;") in page
    # the heatmaps: yours, expected and the difference, with the largest error outlined
    assert 'data-panel="yours"' in page and 'data-panel="expected"' in page
    assert "<title>yours[1, 1] = 9</title>" in page and "<title>expected[1, 1] = 4</title>" in page
    assert "<title>|yours - expected|[1, 1] = 5</title>" in page and 'class="mark"' in page
    assert "Largest error 5 at index (1, 1), outlined." in page


def test_a_batched_array_shows_its_worst_slice_first_with_the_others_to_step_through():
    want = np.zeros((2, 3, 4, 5))
    got = want.copy()
    got[1, 2, 3, 4] = 7.0
    got[0, 0, 0, 0] = 1.0
    page = report_html(_graded(_result("batched", reason="differs", kind="wrong",
                                       arrays={"yours": got, "expected": want})), name="ada", header="")
    assert 'data-count="6" data-first="5"' in page
    assert "slice [1, 2, :, :] (6 of 6, the largest error)" in page
    assert page.count('class="slice on"') == 3  # one slice shown in each of the three panels
    assert "<title>yours[1, 2, 3, 4] = 7</title>" in page and "<title>yours[0, 0, 0, 0] = 1</title>" in page


def test_a_huge_failing_input_still_gives_a_page_under_the_limit():
    rng = np.random.default_rng(0)
    checks = []
    for i in range(40):
        want = rng.normal(size=(6, 8, 120, 130))
        checks.append(_result(f"huge {i}", reason="x" * 100_000, kind="wrong", example="y" * 100_000,
                              arrays={"yours": want + 1.0, "expected": want}))
    page = report_html(_graded(*checks), name="big", header="")
    assert len(page.encode()) < LIMIT
    assert "are embedded (those with the largest errors)" in page
    assert "rows " in page and "are drawn (around the largest error)" in page
    assert "too large to draw within the report's size limit" in page  # the later figures did not fit


def test_student_text_is_escaped_everywhere():
    failing = _result("raises", reason=f"numpy_core.scaled_scores raised ValueError: {HOSTILE_TEXT}", kind="raised",
                      example=f"printed: {HOSTILE_TEXT}", hint='"><svg onload=alert(1)>')
    page = report_html(_graded(failing), name=HOSTILE_NAME, header=f"Checking /tmp/{HOSTILE_NAME}")
    assert HOSTILE_TEXT not in page and HOSTILE_NAME not in page and "<svg onload" not in page
    assert "&lt;script&gt;window.pwned=1&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=window.pwned=2&gt;" in page
    not_graded = report_not_graded(HOSTILE_NAME, f"cannot unpack {HOSTILE_TEXT}", HOSTILE_TEXT)
    assert HOSTILE_TEXT not in not_graded and HOSTILE_NAME not in not_graded
    assert "Not graded" in not_graded and "cannot unpack &lt;script&gt;" in not_graded


def test_a_hidden_check_shows_its_name_and_diagnosis_never_its_reason_input_or_arrays():
    secret = "np.array([[0.123456, 0.654321]])"
    check = _result("agrees with the reference on generated float64 inputs", hidden=True, kind="wrong",
                    reason=f"differs at index (0, 1): got 0.5; Input: {secret}", example=f"Input: {secret}",
                    hint="the scores look divided by d_k.",
                    arrays={"yours": np.array([[0.25]]), "expected": np.array([[0.987654]])})
    page = report_html(_graded(check), name="ada", header="")
    assert "agrees with the reference on generated float64 inputs" in page
    assert "the scores look divided by d_k." in page and "Failed: wrong values." in page
    assert "0.123456" not in page and "0.987654" not in page and "differs at index" not in page
    assert "<svg" not in page


def test_the_leak_scan_finds_hidden_check_and_solution_lines_in_a_report(tmp_path):
    prints = leaks.fingerprints(ROOT / "solutions")
    quoted = sorted((line for line in prints.hidden_lines if '"' in line or "'" in line), key=len)[-1]
    solution = sorted((line for line in prints.solution_lines if "<" in line or ">" in line or '"' in line
                       or "'" in line), key=len)[-1]
    for name, text in (("hidden", quoted), ("solution", solution)):
        page = report_html(_graded(_result("leaky", reason="f(...) raised", kind="raised", example=f"    {text}\n")),
                           name=name, header="")
        assert text not in page, "the line must reach the page escaped, or this test proves nothing"
        (tmp_path / name).mkdir()
        (tmp_path / name / "report.html").write_text(page, encoding="utf-8")
    found = {(leak.path.split(" ")[0], leak.what) for leak in leaks.scan(tmp_path, prints)}
    assert ("hidden/report.html", "hidden check line") in found, found
    assert ("solution/report.html", "solution line") in found, found


def test_grading_writes_a_report_that_names_hidden_checks_but_shows_none_of_their_inputs(tmp_path, submission):
    folder = submission("dk", numpy=DIVIDES_BY_DK)
    out = tmp_path / "out"
    run = run_grader("grade", str(folder), str(tmp_path / "nobody"), "--out", str(out), "--exercise", "scaling",
                     "--track", "numpy", "--jobs", "1")
    assert run.returncode == 1, run.stdout + run.stderr  # "nobody" could not be graded
    page = (out / "dk" / "report.html").read_text(encoding="utf-8")
    failing_hidden = [t for t in results(out, "dk")["tests"] if "hidden" in t["tags"] and t["status"] == "failed"]
    assert failing_hidden
    for test in failing_hidden:
        title = test["name"].split("] ", 1)[1]
        assert title.replace("'", "&#x27;") in page, title
    assert "Likely mistake:</b> the scores look divided by d_k instead of sqrt(d_k)." in page
    with np.printoptions(precision=4, threshold=60, edgeitems=2, linewidth=100):
        for cases in hidden._load().values():
            for case in cases:
                if case.func == "scaled_scores":
                    shown = [repr(case), *(np.array2string(a, separator=", ") for a in case.args)]
                    assert not any(s in page or s.replace("\n", " ") in page for s in shown), case.label
    not_graded = (out / "nobody" / "report.html").read_text(encoding="utf-8")
    assert "Not graded" in not_graded and "does not exist or is not a folder" in not_graded
    assert 'id="experiment"' in page and "the class dashboard in" in run.stdout and (out / "index.html").is_file()

    plain = tmp_path / "plain"  # --no-html: the same grades, and no page at all
    run = run_grader("grade", str(folder), "--out", str(plain), "--exercise", "scaling", "--track", "numpy",
                     "--jobs", "1", "--no-html")
    assert run.returncode == 0, run.stdout + run.stderr
    assert sorted(p.name for p in plain.rglob("*.html")) == [] and "dashboard" not in run.stdout
    assert results(plain, "dk") == results(out, "dk")


@pytest.mark.usefixtures("workers")
def test_check_html_writes_the_report_page(tmp_path, submission):
    folder = submission("ada", numpy=DIVIDES_BY_DK)
    page = tmp_path / "pages" / "report.html"
    run = run_grader("check", str(folder), "--exercise", "scaling", "--track", "numpy", "--html", str(page))
    assert run.returncode == 1, run.stdout + run.stderr
    assert f"Report written to {page}" in run.stdout
    text = page.read_text(encoding="utf-8")
    assert "Feedback for ada" in text and "Public checks: <b data-score>" in text and 'data-panel="yours"' in text
    missing = run_grader("check", str(tmp_path / "nobody"), "--html", str(page))
    assert missing.returncode == 2 and "Not graded" in page.read_text(encoding="utf-8")


def test_hidden_checks_that_all_fail_alike_never_show_their_reason():
    """Three hidden checks of one exercise failing with the same exception: the page says
    what kind of failure it was, never the message (it came from the hidden inputs)."""
    from pathlib import Path

    from grader.judging.scoring import score
    from grader.outcomes import CheckResult, Graded
    from grader.reports.html import report_html

    secret = "ValueError: got q of shape (3, 1, 4) and k of shape (5, 4)"
    results = [CheckResult(id=f"h{i}", exercise="scaling", track="numpy", title=f"hidden check {i}", points=1.0,
                           hidden=True, voids_exercise=False, status="failed", reason=secret, kind="raised")
               for i in range(3)]
    page = report_html(Graded(Path("ada"), results, score(results), True, 1.0), name="ada", header="HEADER")
    assert "hidden check 0" in page and "raised an exception" in page
    assert "shape (3, 1, 4)" not in page
