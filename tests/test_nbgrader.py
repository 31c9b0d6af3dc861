"""The nbgrader course, run through the real nbgrader 0.9, and notebooks graded by our grader.

One course for the module: ``python -m grader nbgrader COURSE``, then, from the course
root as nbgrader needs, ``nbgrader generate_assignment`` and ``nbgrader autograde`` of
four submissions: the reference, the release unchanged, a NumPy softmax that does not
subtract the row maximum, and PyTorch scores divided by d_k. nbgrader's points, cell by
cell, must equal what ``python -m grader grade submitted/`` gives the same notebooks.
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, results, run_grader

from grader import leaks
from grader.contract import EXERCISES, MODULES

ASSIGNMENT = "attention"
CORPUS = ROOT / "tests" / "corpus" / "wrong"
# student -> {track: (answer cell's function, corpus entry that replaces it)}
WRONG = {
    "wrong-softmax": {"numpy": ("stable_softmax", "numpy_softmax_no_max_shift.py")},
    "wrong-scaling": {"torch": ("scaled_scores", "torch_scaling_divides_by_dk.py")},
}


def nbgrader(course: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """nbgrader as an instructor runs it: from the course root, the venv's bin/ first on PATH."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    run = subprocess.run([str(Path(sys.executable).parent / "nbgrader"), *args], cwd=course, env=env,
                         capture_output=True, text=True, timeout=1200)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return run


def _answers_from(source: dict, track: str, student: str) -> dict:
    """The source notebook (reference answers), with one answer cell replaced for a wrong student."""
    notebook = copy.deepcopy(source)
    if track in WRONG.get(student, {}):
        function, entry = WRONG[student][track]
        for cell in notebook["cells"]:
            if cell["metadata"].get("nbgrader", {}).get("grade_id") == f"answer_{function}":
                cell["source"] = (CORPUS / entry).read_text().splitlines(keepends=True)
                break
        else:
            raise AssertionError(f"no answer cell for {function}")
    return notebook


@pytest.fixture(scope="module")
def course(tmp_path_factory) -> Path:
    course = tmp_path_factory.mktemp("nbgrader") / "course"
    run = run_grader("nbgrader", str(course))
    assert run.returncode == 0, run.stdout + run.stderr
    nbgrader(course, "generate_assignment", ASSIGNMENT, "--force")
    for student in ("reference", "unchanged", *WRONG):
        folder = course / "submitted" / student / ASSIGNMENT
        folder.mkdir(parents=True)
        for track, module in MODULES.items():
            name = f"{module}.ipynb"
            if student == "unchanged":
                shutil.copy(course / "release" / ASSIGNMENT / name, folder / name)
                continue
            source = json.loads((course / "source" / ASSIGNMENT / name).read_text())
            (folder / name).write_text(json.dumps(_answers_from(source, track, student)))
    nbgrader(course, "autograde", ASSIGNMENT, "--force")
    return course


def _nbgrader_scores(course: Path) -> dict[str, dict[tuple[str, str, str], tuple[float, float]]]:
    """student -> (notebook, exercise, public|hidden) -> (score, max_score), from the gradebook."""
    from nbgrader.api import Gradebook

    out: dict[str, dict[tuple[str, str, str], tuple[float, float]]] = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        for student in ("reference", "unchanged", *WRONG):
            submission = gb.find_submission(ASSIGNMENT, student)
            cells = out.setdefault(student, {})
            for notebook in submission.notebooks:
                for grade in notebook.grades:
                    _, exercise, kind = grade.name.split("_")
                    cells[(notebook.name, exercise, kind)] = (float(grade.score), float(grade.max_score))
    return out


def test_release_notebooks_hold_no_solution_and_no_hidden_test(course):
    release = course / "release" / ASSIGNMENT
    assert sorted(p.name for p in release.iterdir()) == ["numpy_core.ipynb", "torch_core.ipynb"]
    assert leaks.scan(course / "release", leaks.fingerprints(ROOT / "solutions")) == []
    for path in release.iterdir():
        text = path.read_text()
        assert "BEGIN HIDDEN TESTS" not in text and "hidden=True" not in text and "BEGIN SOLUTION" not in text
        assert "raise NotImplementedError()" in text
    # The source notebooks do hold them: the scan and the checks above can fail.
    assert leaks.scan(course / "source", leaks.fingerprints(ROOT / "solutions"))


def test_autograde_gives_full_marks_zero_and_the_expected_failing_cells(course):
    scores = _nbgrader_scores(course)
    run = run_grader("grade", str(course / "submitted"), "--out", str(course / "attnkit-grades"))
    assert run.returncode == 0, run.stdout + run.stderr
    for student, cells in scores.items():
        graded = results(course / "attnkit-grades", student)
        assert sum(s for s, _ in cells.values()) == graded["score"], student
        assert sum(m for _, m in cells.values()) == graded["max_score"] == 287, student
        for (notebook, exercise, kind), (score, maximum) in cells.items():
            track = next(t for t, m in MODULES.items() if m == notebook)
            tests = [t for t in graded["tests"] if t["tags"] == [exercise, track, kind]]
            assert (score, maximum) == (sum(t["score"] for t in tests), sum(t["max_score"] for t in tests)), (
                student, notebook, exercise, kind)
    assert all(score == maximum for score, maximum in scores["reference"].values())
    assert all(score == 0 for score, _ in scores["unchanged"].values())
    for student, tracks in WRONG.items():
        for (notebook, exercise, kind), (score, maximum) in scores[student].items():
            track = next(t for t, m in MODULES.items() if m == notebook)
            function = tracks.get(track, ("",))[0]
            expected_to_fail = any(function in e.functions and e.key == exercise for e in EXERCISES)
            if expected_to_fail and kind == "public":
                assert score < maximum, (student, notebook, exercise, kind)
            if not function or exercise in ("mixture", "masking"):
                assert score == maximum, (student, notebook, exercise, kind)


def test_autograded_cells_explain_what_failed(course):
    notebook = json.loads((course / "autograded" / "wrong-softmax" / ASSIGNMENT / "numpy_core.ipynb").read_text())
    cell = next(c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("grade_id") == "check_softmax_public")
    text = "".join("".join(o.get("text", "")) for o in cell["outputs"])
    assert "4. Stable softmax, public checks: " in text and "FAIL" in text and "overflow" in text
    assert not any(o.get("name") == "stderr" or o["output_type"] == "error" for o in cell["outputs"])
