"""Unit layer for the class dashboard (``index.html``): records and pages built from
``Graded`` objects made by hand, as the grading processes make them. No process starts.

The browser half (the heatmap drawn, hovered and clicked, sorting and filtering) is in
``test_html_browser.py``; ``test_shards.py`` shows that a merge writes the page one run writes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from grader.contract import EXERCISES
from grader.judging.scoring import score
from grader.outcomes import CheckResult, Graded
from grader.reports import dashboard
from grader.reports.grades_csv import csv_row
from grader.reports.page import json_script

HOSTILE = "<img src=x onerror=window.pwned=1>"


def _check(title: str, passed: bool, points: float, *, exercise: str = "softmax", hint: str = "",
           status: str = "", voids: bool = False) -> CheckResult:
    return CheckResult(id=title, exercise=exercise, track="numpy", title=title, points=points, hidden=False,
                       voids_exercise=voids, status=status or ("passed" if passed else "failed"),
                       kind="" if passed else "forbidden" if voids else "wrong", hint="" if passed else hint)


def _entry(name: str, checks: list[CheckResult]) -> dashboard.Entry:
    graded = Graded(Path(name), checks, score(checks), True, 0.1)
    row = json.loads(json.dumps(csv_row(name, graded)))  # as the state file keeps it
    return dashboard.entry(row, dashboard.record(graded), has_report=True)


def _data(page: str) -> dict:
    found = re.search(r'<script type="application/json" id="class-data">(.*?)</script>', page)
    assert found, "the page embeds its heatmap data"
    return json.loads(found.group(1))


def test_checks_are_ordered_by_pass_rate_and_students_by_score():
    entries = [
        _entry("full", [_check("easy", True, 1), _check("hard", True, 1), _check("middle", True, 1)]),
        _entry("one-off", [_check("easy", True, 1), _check("hard", False, 1), _check("middle", True, 1)]),
        _entry("two-off", [_check("easy", True, 1), _check("hard", False, 1), _check("middle", False, 1)]),
    ]
    data = _data(dashboard.dashboard_html(entries, title="t", header="h"))
    assert [c["label"].split("] ")[1] for c in data["checks"]] == ["hard", "middle", "easy"]
    assert [c["rate"] for c in data["checks"]] == [1 / 3, 2 / 3, 1.0] or \
        [round(c["rate"], 4) for c in data["checks"]] == [0.3333, 0.6667, 1.0]
    assert [s["name"] for s in data["students"]] == ["full", "one-off", "two-off"]
    assert [s["codes"] for s in data["students"]] == ["ppp", "fpp", "ffp"]


def test_a_voided_exercise_and_a_grader_error_have_their_own_letters():
    checks = [_check("runs", True, 1, exercise="heads"), _check("gate", False, 1, exercise="heads", voids=True),
              _check("broken", False, 1, status="error")]
    data = _data(dashboard.dashboard_html([_entry("s", checks)], title="t", header="h"))
    codes = dict(zip((c["label"].split("] ")[1] for c in data["checks"]), data["students"][0]["codes"]))
    assert codes == {"runs": "v", "gate": "f", "broken": "e"}


def test_diagnoses_are_counted_per_student_with_who_hit_them():
    slip = "scores divided by d_k instead of sqrt(d_k)"
    entries = [_entry(f"s{i}", [_check("a", False, 2, hint=slip), _check("b", False, 3, hint=slip)]) for i in range(3)]
    entries.append(_entry("other", [_check("a", False, 2, hint="another slip"), _check("b", True, 3)]))
    page = dashboard.dashboard_html(entries, title="t", header="h")
    rows = re.findall(r'<tr data-diagnosis="(\d+)"[^>]*><td class="num">(\d+)</td><td>([^<]*)', page)
    assert [(rank, count, text.strip()) for rank, count, text in rows] == [("1", "3", slip), ("2", "1", "another slip")]
    assert "mean 5.0 pts lost" in page
    for i in range(3):
        assert f'<a href="s{i}/report.html">s{i}</a>' in page


def test_exercise_means_are_shares_of_each_cell_per_track():
    entries = [_entry("a", [_check("x", True, 4, exercise="mixture")]),
               _entry("b", [_check("x", False, 4, exercise="mixture")])]
    page = dashboard.dashboard_html(entries, title="t", header="h")
    assert re.search(r'data-mean="mixture/numpy">50\.0% <span class="muted">\(1/2 full\)', page)


def test_submissions_that_were_not_graded_are_listed_with_why_and_left_out_of_the_numbers():
    graded = _entry("ok", [_check("x", True, 1)])
    broken = dashboard.entry(csv_row("broken", None, "numpy_core.py: SyntaxError"), None, has_report=True)
    unfinished = dashboard.entry(csv_row("lost", None, "the grading process did not finish it"), None, has_report=False)
    page = dashboard.dashboard_html([graded, broken, unfinished], title="t", header="h")
    assert "1 of 3 submissions graded" in page and "2 could not be graded" in page
    assert "not graded: numpy_core.py: SyntaxError" in page
    assert '<a href="broken/report.html">' in page and 'href="lost/report.html"' not in page
    assert [s["name"] for s in _data(page)["students"]] == ["ok"]
    assert re.search(r'data-bin="90-100%" data-count="1"', page)


def test_names_from_folders_are_escaped_in_text_links_and_data():
    page = dashboard.dashboard_html([_entry(HOSTILE, [_check("x", False, 1, hint=HOSTILE)])], title="t", header=HOSTILE)
    assert "<img" not in page
    assert 'href="%3Cimg%20src%3Dx%20onerror%3Dwindow.pwned%3D1%3E/report.html"' in page
    assert _data(page)["students"][0]["name"] == HOSTILE


def test_embedded_data_cannot_end_its_script_element():
    element = json_script({"name": "</script><script>alert(1)</script>", "amp": "&"}, "x")
    assert element.count("</script>") == 1 and "<script>alert" not in element and "&" not in element.split(">", 1)[1]
    assert json.loads(element.split(">", 1)[1].rsplit("<", 1)[0]) == {"name": "</script><script>alert(1)</script>",
                                                                       "amp": "&"}


def test_five_hundred_students_stay_a_small_page():
    checks = [(f"check {j}", "heads" if j % 2 else "softmax") for j in range(150)]
    entries = [_entry(f"student-{i:03d}", [_check(t, (i * 7 + j) % 11 != 0, 1, exercise=e, hint=f"slip {j % 20}")
                                           for j, (t, e) in enumerate(checks)]) for i in range(500)]
    page = dashboard.dashboard_html(entries, title="t", header="h")
    data = _data(page)
    assert len(data["students"]) == 500 and len(data["checks"]) == 150
    assert len(page.encode()) < 1_500_000, len(page.encode())
    # rows: students and the head of their table, diagnoses and theirs, exercises and theirs
    assert page.count("<tr") == 500 + 1 + dashboard.TOP_DIAGNOSES + 1 + len(EXERCISES) + 1
