"""The HTML report in a real browser: Debian's chromium, driven by playwright.

The report of a wrong submission and of a hostile one (it prints and raises ``<script>``,
its folder is named ``<img onerror=...>``) are opened from the file system: no console
error, nothing fetched, the points of results.json, heatmaps with the student's and the
expected values, slices to step through, and nothing the submission wrote ever runs.

No browser is downloaded: playwright drives the system's chromium. Where it is missing the
tests skip, except in CI (the ``CI`` variable set), where they fail: ``.ci/run`` installs
it. Set ``ATTNKIT_SCREENSHOTS=docs/screenshots`` to refresh the screenshots kept there;
otherwise they go to a temporary folder (a test never edits tracked files).
"""

from __future__ import annotations

import csv
import json
import math
import os
import re
import shutil
from pathlib import Path

import pytest
from helpers import build_submission, cell_scores, results, run_grader

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - the dev extra installs it
    sync_playwright = None

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
pytestmark = pytest.mark.slow  # a real browser and graded submissions

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

HOSTILE_NAME = "<img src=x onerror=window.pwned=2>"
HOSTILE_TEXT = "<script>window.pwned=1</script>"
RUNNABLE_SCRIPTS = "document.querySelectorAll('script:not([type=\"application/json\"])').length"
"""The page's own script; the others hold data (``type="application/json"``) and never run."""

# Right everywhere except the last slice of a batched result: the heatmap has slices to step through.
LAST_SLICE_DOUBLED = '''
_right_scaled_scores = scaled_scores


def scaled_scores(q, k):
    out = _right_scaled_scores(q, k)
    if out.ndim > 2:
        out = out.copy()
        out[-1] = out[-1] * 2
    return out
'''

HOSTILE = f'''
import os as _os


def scaled_scores(q, k):
    print("{HOSTILE_TEXT}")
    raise ValueError("{HOSTILE_TEXT}")


def weighted_mixture(weights, values):
    print("<script>window.pwned=3</script>", flush=True)
    _os._exit(3)
'''


def _browser_missing() -> str | None:
    if sync_playwright is None:
        return "the playwright package is not installed (pip install -e '.[dev]')"
    if not Path(CHROMIUM).exists():
        return "chromium is not installed (apt-get install -y chromium)"
    return None


@pytest.fixture(scope="module")
def browser():
    missing = _browser_missing()
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs the browser tests: {missing}")
        pytest.skip(missing)
    with sync_playwright() as playwright:  # type: ignore[misc]
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def graded(tmp_path_factory) -> Path:
    """A wrong, a hostile and a right submission graded as an instructor grades them; returns the output folder."""
    root = tmp_path_factory.mktemp("class")
    build_submission(root / "class" / "wrong", numpy=LAST_SLICE_DOUBLED)
    build_submission(root / "class" / HOSTILE_NAME, numpy=HOSTILE)
    build_submission(root / "class" / "right")
    out = root / "out"
    run = run_grader("grade", str(root / "class"), "--out", str(out), "--exercise", "scaling", "--exercise",
                     "mixture", "--track", "numpy", "--jobs", "2")
    assert run.returncode == 0, run.stdout + run.stderr
    return out


@pytest.fixture
def screenshots(tmp_path) -> Path:
    folder = Path(os.environ.get("ATTNKIT_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Opened:
    """A report opened in a fresh page, with every problem the browser saw."""

    def __init__(self, browser, path: Path) -> None:  # type: ignore[no-untyped-def]
        self.page = browser.new_page(viewport={"width": 1280, "height": 900})
        self.problems: list[str] = []
        self.page.on("console", lambda m: m.type in ("error", "warning") and self.problems.append(f"console: {m.text}"))
        self.page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        self.page.on("requestfailed", lambda r: self.problems.append(f"failed request: {r.url}"))
        url = path.resolve().as_uri()
        self.page.on("request", lambda r: r.url != url and self.problems.append(f"request: {r.url}"))
        self.page.goto(url)


def _report(browser, out: Path, name: str) -> Opened:  # type: ignore[no-untyped-def]
    opened = Opened(browser, out / name / "report.html")
    assert opened.page.title().startswith("attnkit report: ")
    return opened


def test_the_report_opens_from_the_file_system_with_no_error_and_no_request(browser, graded, screenshots):
    opened = _report(browser, graded, "wrong")
    assert opened.page.locator("svg.heat").count() >= 3
    opened.page.screenshot(path=str(screenshots / "report-top.png"))
    assert opened.problems == []


def test_the_points_table_shows_the_points_of_results_json(browser, graded):
    page = _report(browser, graded, "wrong").page
    result = results(graded, "wrong")
    shown = {cell: page.locator(f'td[data-cell="{cell}"]').inner_text()
             for cell in page.eval_on_selector_all("td[data-cell]", "cells => cells.map(c => c.dataset.cell)")}
    expected = {f"{e}/{t}": f"{earned:g}/{possible:g}" for (e, t), (earned, possible) in cell_scores(result).items()}
    expected["total"] = f"{result['score']:g}/{result['max_score']:g}"
    assert shown == expected
    assert page.locator("[data-score]").inner_text() == expected["total"]
    assert result["score"] < result["max_score"]


def _largest_error(reason: str) -> tuple[str, float, float]:
    found = re.search(r"at index \(([\d, ]+)\): got (\S+), expected (\S+?);", reason)
    assert found, reason
    return found.group(1), float(found.group(2)), float(found.group(3))


def test_a_heatmap_shows_the_students_and_the_expected_values(browser, graded, screenshots):
    page = _report(browser, graded, "wrong").page
    card = page.locator("article.check", has_text="on the recorded public cases").first
    index, got, want = _largest_error(card.locator("pre.reason").inner_text())
    for panel, value in (("yours", got), ("expected", want)):
        title = card.locator(f'svg[data-panel="{panel}"] g.slice.on rect title', has_text=f"{panel}[{index}] = ")
        assert title.count() == 1, (panel, index)
        assert float(title.text_content().split(" = ")[1]) == pytest.approx(value, rel=1e-5)
    assert card.locator('svg[data-panel="|yours - expected|"] g.slice.on rect.mark').count() == 1
    card.screenshot(path=str(screenshots / "report-heatmap.png"))


def test_the_buttons_step_through_the_slices_of_a_batched_result(browser, graded):
    page = _report(browser, graded, "wrong").page
    box = page.locator("article.check", has_text="on the recorded public cases").first.locator("div.arrays")
    where = box.locator(".where")
    first = where.inner_text()
    assert "the largest error" in first

    def shown_cells() -> list[str]:
        return box.locator('svg[data-panel="yours"] g.slice.on rect title').all_text_contents()

    worst = shown_cells()
    box.locator('button[data-step="1"]').click()
    assert where.inner_text() != first and "the largest error" not in where.inner_text()
    assert shown_cells() != worst and box.locator('svg[data-panel="yours"] g.slice.on').count() == 1
    box.locator('button[data-step="0"]').click()
    assert where.inner_text() == first and shown_cells() == worst


def test_a_hostile_submission_changes_nothing_on_the_page(browser, graded, screenshots):
    opened = _report(browser, graded, HOSTILE_NAME)
    page = opened.page
    assert page.evaluate("typeof window.pwned") == "undefined"
    assert page.evaluate("document.images.length") == 0 and page.evaluate(RUNNABLE_SCRIPTS) == 1
    text = page.locator("body").inner_text()
    assert f"Feedback for {HOSTILE_NAME}" in text
    assert HOSTILE_TEXT in text and "window.pwned=3" in text  # shown as text: the exception and the printed output
    page.screenshot(path=str(screenshots / "report-hostile.png"))
    assert opened.problems == []


# ---------------------------------------------------------------------------------------
# The class dashboard (index.html)


def _dashboard(browser, out: Path) -> Opened:  # type: ignore[no-untyped-def]
    opened = Opened(browser, out / "index.html")
    assert opened.page.title() == "attnkit class dashboard"
    return opened


def _grades(out: Path) -> dict[str, dict[str, str]]:
    with open(out / "grades.csv", newline="", encoding="utf-8") as stream:
        return {row["submission"]: row for row in csv.DictReader(stream)}


def test_the_dashboard_opens_with_the_numbers_of_grades_csv(browser, graded, screenshots):
    opened = _dashboard(browser, graded)
    page = opened.page
    grades = _grades(graded)
    percents = [100 * float(r["score"]) / float(r["max_score"]) for r in grades.values() if r["status"] == "graded"]
    bands = [0] * 10
    for p in percents:
        bands[min(int(p // 10), 9)] += 1
    shown = page.eval_on_selector_all("g.bin", "bins => bins.map(b => Number(b.dataset.count))")
    assert shown == bands and sum(bands) == 3
    assert page.locator("[data-mean]").first.inner_text() == f"{sum(percents) / len(percents):.1f}%"
    table = {r[0]: r[2] for r in page.eval_on_selector_all(
        "table.students tbody tr", "rows => rows.map(r => Array.from(r.cells).map(c => c.textContent))")}
    assert table == {name: f"{float(r['score']):g}/{float(r['max_score']):g}" for name, r in grades.items()}
    assert page.evaluate("typeof window.pwned") == "undefined" and page.evaluate("document.images.length") == 0
    assert page.evaluate(RUNNABLE_SCRIPTS) == 1
    assert HOSTILE_NAME in page.locator("table.students").inner_text()
    page.screenshot(path=str(screenshots / "dashboard.png"), full_page=True)
    assert opened.problems == []


def test_each_heatmap_cell_names_the_student_the_check_and_its_status_in_results_json(browser, graded):
    page = _dashboard(browser, graded).page
    data = json.loads(page.locator("#class-data").text_content())
    canvas = page.locator("canvas#heat")
    box = canvas.bounding_box()
    cw, ch = (float(canvas.get_attribute(a)) for a in ("data-cell-width", "data-cell-height"))
    scale = box["width"] / float(page.evaluate("document.getElementById('heat').width"))
    assert [s["name"] for s in data["students"]] == ["right", "wrong", HOSTILE_NAME]  # highest score first
    rates = [c["rate"] for c in data["checks"]]
    assert rates == sorted(rates) and rates[0] < 1  # lowest pass rate first
    for i, student in enumerate(data["students"]):
        tests = {t["name"]: t["status"] for t in results(graded, student["name"])["tests"]}
        for j, check in enumerate(data["checks"]):
            canvas.hover(position={"x": (j + 0.5) * cw * scale, "y": (i + 0.5) * ch * scale})
            said = page.locator("#readout").text_content()
            assert said.startswith(f"{student['name']} (") and f": {check['label']}" in said
            assert (": passed." in said) == (tests[check["label"]] == "passed"), said


def test_a_heatmap_row_and_a_name_open_the_students_report(browser, graded):
    page = _dashboard(browser, graded).page
    canvas = page.locator("canvas#heat")
    canvas.click(position={"x": 2, "y": canvas.bounding_box()["height"] - 1})  # the last row: the lowest score
    page.wait_for_load_state()
    assert page.title() == f"attnkit report: {HOSTILE_NAME}"
    page.go_back()
    page.locator("table.students a", has_text="wrong").click()
    page.wait_for_load_state()
    assert page.title() == "attnkit report: wrong"


def test_the_submissions_table_sorts_and_filters(browser, graded):
    page = _dashboard(browser, graded).page

    def names() -> list[str]:
        return page.eval_on_selector_all("table.students tbody tr",
                                         "rows => rows.filter(r => r.style.display !== 'none').map(r => r.cells[0].textContent)")

    assert names() == ["right", "wrong", HOSTILE_NAME]
    page.locator("table.students th", has_text="%").click()
    assert names() == [HOSTILE_NAME, "wrong", "right"]
    page.locator("table.students th", has_text="Submission").click()
    assert names() == sorted(names(), key=str.lower)
    page.locator("#filter").fill("wro")
    assert names() == ["wrong"] and page.locator("#shown").inner_text() == "1 of 3 shown"


# ---------------------------------------------------------------------------------------
# The lesson's experiment (attnkit explore, and the report's section)

FILL_ZERO = '''
def mask_scores(scores, allowed):
    return np.where(np.asarray(allowed, dtype=bool), scores, 0.0)
'''


@pytest.fixture(scope="module")
def explored(tmp_path_factory) -> dict[str, Path]:
    """``attnkit explore`` pages: a submission whose mask fills 0 instead of -inf, and the stubs."""
    root = tmp_path_factory.mktemp("explore")
    folder = build_submission(root / "fill-zero", numpy=FILL_ZERO)
    pages = {"wrong": root / "wrong.html", "stubs": root / "stubs.html"}
    assert run_grader("explore", str(folder), "--out", str(pages["wrong"])).returncode == 0
    assert run_grader("explore", "exercises", "--out", str(pages["stubs"])).returncode == 1
    return pages


def _number(text: str) -> float:
    return {"−∞": -math.inf, "∞": math.inf, "NaN": math.nan}.get(text, None) or float(text)


def _shown(page, who: str, kind: str) -> list[float]:  # type: ignore[no-untyped-def]
    return [_number(page.locator(f'[data-field="{kind}-{who}-{j}"] .num').inner_text()) for j in range(4)]


def _stored(values: dict, key: str, query: int) -> list[float]:
    return [{"-inf": -math.inf, "inf": math.inf}.get(v, v) for v in values[key][query]]


def test_the_controls_show_the_stored_weights_of_each_setting(browser, explored, screenshots):
    opened = Opened(browser, explored["wrong"])
    page = opened.page
    data = json.loads(page.locator("#experiment-data").text_content())
    reference = data["reference"]
    slider = page.locator("#temperature")

    def check(t: int, causal: bool, query: int, track: str = "numpy") -> None:
        key = f"weights/{'on' if causal else 'off'}/{t}"
        mine = data["tracks"][track]["values"]
        assert _shown(page, "yours", "weights") == pytest.approx(_stored(mine, key, query), abs=5e-5)
        assert _shown(page, "ref", "weights") == pytest.approx(_stored(reference, key, query), abs=5e-5)
        shown_t = float(page.locator(".t-value").inner_text())
        assert shown_t == pytest.approx(data["temperatures"][t], abs=5e-4)

    check(6, False, 0)
    before = _shown(page, "yours", "weights")
    slider.focus()
    page.keyboard.press("Home")  # the lowest temperature: sharper weights
    check(0, False, 0)
    assert max(_shown(page, "yours", "weights")) > max(before)
    page.keyboard.press("End")
    check(12, False, 0)
    page.locator("#causal").check()
    check(12, True, 0)
    assert _shown(page, "ref", "weights") == [1.0, 0.0, 0.0, 0.0]
    assert page.locator('[data-field="weights-yours-0"]').get_attribute("class") == "differs"  # fill-zero leaks
    page.locator('input[name="query"][value="2"]').check()
    check(12, True, 2)
    assert page.locator('td.masked[data-field="weights-ref-3"]').count() == 1
    page.locator('input[name="track"][value="torch"]').check()
    check(12, True, 2, "torch")  # the torch track is right: nothing outlined
    assert page.locator("table.mix td.differs").count() == 0
    page.locator('input[name="track"][value="numpy"]').check()
    page.locator('li[data-claim="masked-stays-zero"] button').click()  # the highest temperature, query 3, masked
    check(12, True, 2)
    page.locator('li[data-claim="first-query-causal"] button').click()
    check(12, True, 0)
    page.locator("#experiment").screenshot(path=str(screenshots / "explore.png"))
    assert opened.problems == []


def test_the_lessons_claims_are_checked_live_for_yours_and_the_reference(browser, explored):
    page = Opened(browser, explored["wrong"]).page

    def verdict(claim: str, who: str) -> str:
        return page.locator(f'li[data-claim="{claim}"] [data-who="{who}"]').inner_text()

    for claim in ("worked-example", "first-query-causal", "masked-stays-zero", "temperature-sharpens", "rows-sum-to-one"):
        assert verdict(claim, "reference") == "reference: holds"
    assert verdict("masked-stays-zero", "yours").startswith("yours: fails: query 1 at temperature 0.25 gives masked source 2")
    assert verdict("first-query-causal", "yours").startswith("yours: fails:")
    assert verdict("worked-example", "yours") == "yours: holds"  # no mask there
    assert verdict("rows-sum-to-one", "yours") == "yours: holds"
    page.locator('input[name="track"][value="torch"]').check()
    assert verdict("masked-stays-zero", "yours") == "yours: holds"


def test_with_no_working_function_the_page_shows_the_reference_and_names_each_function(browser, explored,
                                                                                        screenshots):
    opened = Opened(browser, explored["stubs"])
    page = opened.page
    broken = page.locator("ul.steps li.broken")
    assert broken.count() == 6
    assert "numpy_core.stable_softmax is not implemented yet" in page.locator('li[data-step="stable_softmax"]').inner_text()
    assert _shown(page, "ref", "weights") == pytest.approx([0.3655, 0.1802, 0.3655, 0.0889], abs=5e-5)
    assert "not tested" in page.locator('li[data-claim="masked-stays-zero"] [data-who="yours"]').inner_text()
    page.screenshot(path=str(screenshots / "explore-stubs.png"))
    assert opened.problems == []


def test_the_report_holds_the_experiment_with_working_controls(browser, graded):
    opened = _report(browser, graded, "wrong")
    page = opened.page
    assert page.locator("#experiment").count() == 1
    before = page.locator('[data-field="weights-ref-1"] .num').inner_text()
    page.locator("#causal").check()
    assert page.locator('[data-field="weights-ref-1"] .num').inner_text() != before
    assert opened.problems == []


def test_a_dashboard_of_five_hundred_students_draws_every_cell(browser, tmp_path):
    from test_dashboard import _check, _entry

    from grader.reports.dashboard import dashboard_html

    entries = [_entry(f"student-{i:03d}", [_check(f"check {j}", (i * 7 + j) % 11 != 0, 1, hint=f"slip {j % 20}")
                                           for j in range(150)]) for i in range(500)]
    page_file = tmp_path / "index.html"
    page_file.write_text(dashboard_html(entries, title="attnkit class dashboard", header="h"), encoding="utf-8")
    opened = _dashboard(browser, tmp_path)
    page = opened.page
    canvas = page.locator("canvas#heat")
    cw, ch = (int(canvas.get_attribute(a)) for a in ("data-cell-width", "data-cell-height"))
    assert page.evaluate("[document.getElementById('heat').width, document.getElementById('heat').height]") == [
        150 * cw, 500 * ch]
    data = json.loads(page.locator("#class-data").text_content())
    last = data["students"][-1]
    scale = canvas.bounding_box()["width"] / (150 * cw)
    canvas.hover(position={"x": (149 + 0.5) * cw * scale, "y": (499 + 0.5) * ch * scale})
    said = page.locator("#readout").text_content()
    assert said.startswith(f"{last['name']} (") and data["checks"][149]["label"] in said
    page.locator("#filter").fill("student-49")
    assert page.locator("#shown").inner_text() == "10 of 500 shown"
    assert opened.problems == []
