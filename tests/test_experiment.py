"""The lesson's experiment: its recorded reference, the sequence of calls with stand-ins for
failing functions, and ``attnkit explore`` run as a student runs it.

The page itself, its controls and its live claims, is tested in a real browser in
``test_html_browser.py``.
"""

from __future__ import annotations

import json
import re

import numpy as np
import pytest
from helpers import build_submission, run_grader

from grader.inputs import experiment
from grader.running.experiment import plain

FILL_ZERO = '''
def mask_scores(scores, allowed):
    return np.where(np.asarray(allowed, dtype=bool), scores, 0.0)
'''


@pytest.mark.parametrize("track", ["numpy", "torch"])
def test_the_recorded_experiment_is_what_the_reference_computes(track):
    values, failures = experiment.run(experiment.reference_call(track))
    recorded = experiment.recorded()
    assert failures == {} and set(values) == set(recorded)
    for key, value in values.items():
        np.testing.assert_allclose(np.asarray(value, dtype=float), np.asarray(recorded[key], dtype=float),
                                   rtol=1e-12, atol=1e-15, err_msg=key)


def test_the_inputs_are_the_lessons():
    assert experiment.QUERIES[0].tolist() == [1.0, 0.0]
    assert experiment.KEYS[:3].tolist() == [[1, 0], [0, 1], [1, 1]] and experiment.VALUES[:3].tolist() == [[1, 0], [0, 2], [2, 1]]
    assert experiment.TEMPERATURES[0] == 0.25 and experiment.TEMPERATURES[-1] == 4.0 and 1.0 in experiment.TEMPERATURES
    recorded = experiment.recorded()
    np.testing.assert_allclose(recorded["example/weights"][0], [0.4011, 0.1978, 0.4011], atol=5e-5)
    np.testing.assert_allclose(recorded["example/output"][0], [1.2033, 0.7967], atol=5e-5)


def test_a_failing_step_is_named_and_the_reference_stands_in_for_it_alone():
    reference = experiment.reference_call("numpy")
    doubled = []

    def call(name, *args, **kwargs):
        if name == "stable_softmax":
            raise experiment.StepFailed("numpy_core.stable_softmax is not implemented yet")
        if name == "scaled_scores":
            doubled.append(True)
            return 2 * reference(name, *args, **kwargs)
        if name == "attention":
            return reference(name, *args, **kwargs)[0]  # one value where two are due
        return reference(name, *args, **kwargs)

    recorded = experiment.recorded()
    values, failures = experiment.run(call, recorded)
    assert set(failures) == {"stable_softmax", "attention"}
    assert "not implemented" in failures["stable_softmax"] and "returned 1 values" in failures["attention"]
    assert values["weights/off/3"] is recorded["weights/off/3"]
    np.testing.assert_allclose(values["scores"], 2 * recorded["scores"])  # the student's own, wrong, scores
    assert values["outputs/off/3"] is not recorded["outputs/off/3"]  # mixture still ran (on the stand-in)


def test_a_wrong_shape_is_a_failure_of_that_function():
    reference = experiment.reference_call("numpy")

    def call(name, *args, **kwargs):
        out = reference(name, *args, **kwargs)
        return out.T if name == "causal_mask" else out

    values, failures = experiment.run(call, experiment.recorded())
    assert values["mask"].shape == (4, 4)  # a square mask transposed keeps its shape...
    assert "causal_mask" not in failures  # ...so it is a wrong value, shown as one, not a failure

    def short(name, *args, **kwargs):
        out = reference(name, *args, **kwargs)
        return out[:, :2] if name == "scaled_scores" else out

    _, failures = experiment.run(short, experiment.recorded())
    assert failures["scaled_scores"] == "scaled_scores returned shape (4, 2); expected (4, 4)"


def test_numbers_json_cannot_hold_become_strings():
    assert plain(np.array([[1.0, -np.inf], [np.nan, np.inf]])) == [[1.0, "-inf"], ["nan", "inf"]]
    assert plain(np.array([True, False])) == [True, False]


def _page_data(page: str) -> dict:
    found = re.search(r'<script type="application/json" id="experiment-data">(.*?)</script>', page)
    assert found
    return json.loads(found.group(1))


def test_explore_runs_a_students_functions_in_the_sandbox_and_writes_the_page(tmp_path, workers):
    folder = build_submission(tmp_path / "alice", numpy=FILL_ZERO)
    page = tmp_path / "explore.html"
    run = run_grader("explore", str(folder), "--out", str(page), "--track", "numpy")
    assert run.returncode == 0, run.stdout + run.stderr
    from grader.isolation import sandbox

    sandboxed = workers == "fork" and sandbox.available()[0]  # root and unshare, as in CI
    assert ("isolation: sandbox" in run.stdout) == sandboxed and "every function working" in run.stdout
    data = _page_data(page.read_text(encoding="utf-8"))
    assert list(data["tracks"]) == ["numpy"] and data["tracks"]["numpy"]["failures"] == {}
    mine, reference = data["tracks"]["numpy"]["values"], data["reference"]
    assert mine["masked"][0] == [pytest.approx(0.7071067811865475), 0.0, 0.0, 0.0]  # zeros where -inf belongs
    assert reference["masked"][0][1:] == ["-inf", "-inf", "-inf"]
    assert mine["scores"] == reference["scores"]


@pytest.mark.usefixtures("workers")
def test_explore_on_the_stubs_names_every_function_and_shows_the_reference(tmp_path):
    page = tmp_path / "explore.html"
    run = run_grader("explore", "exercises", "--out", str(page))
    assert run.returncode == 1, run.stdout + run.stderr
    data = _page_data(page.read_text(encoding="utf-8"))
    for track in ("numpy", "torch"):
        failures = data["tracks"][track]["failures"]
        assert set(failures) == set(experiment.STEPS)
        assert all("not implemented yet" in why for why in failures.values())
        assert len(data["tracks"][track]["reference_used"]) == len(data["reference"])
    for name in experiment.STEPS:
        assert f"NumPy {name}: numpy_core.{name} is not implemented yet" in run.stdout


def test_explore_says_what_is_wrong_with_a_folder_that_is_not_there(tmp_path):
    run = run_grader("explore", str(tmp_path / "nowhere"), "--out", str(tmp_path / "page.html"))
    assert run.returncode == 2 and "is not a folder" in run.stderr
    assert not (tmp_path / "page.html").exists()


def test_text_from_a_submission_never_becomes_markup_on_the_page():
    from grader.reports.experiment import page
    from grader.running.experiment import experiment_data

    hostile = "<img src=x onerror=window.pwned=1><script>window.pwned=2</script>"
    data = experiment_data(None)
    data["tracks"]["numpy"] = {"title": "NumPy", "values": data["reference"], "failures": {"attention": hostile},
                               "reference_used": []}
    text = page(data, name=hostile, header=hostile)
    assert "<img" not in text and "<script>window" not in text
    assert _page_data(text)["tracks"]["numpy"]["failures"]["attention"] == hostile
