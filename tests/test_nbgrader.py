"""The nbgrader course, run through the real nbgrader 0.9, and notebooks graded by our grader.

One course for the module: ``python -m grader nbgrader COURSE``, then, from the course
root as nbgrader needs, ``nbgrader generate_assignment`` and ``nbgrader autograde`` of
four submissions: the reference, the release unchanged, one with a NumPy softmax that does not
subtract the row maximum and PyTorch scores divided by d_k, and a cheat. nbgrader's points,
cell by cell, must equal what ``python -m grader grade submitted/`` gives the same notebooks,
except for the cheat: one line in an answer cell makes every nbgrader test cell pass,
which is why ``grade --nbgrader-course`` writes the grader's scores into the gradebook.

The first tests need only nbformat (no nbgrader run): the course's notebooks are valid and
hold exactly what ``build_notebook`` made. The rest share the course above and are slow.
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
from helpers import ROOT, results, run_grader

from grader.contract import EXERCISES, MODULES
from grader.instructor import leaks

ASSIGNMENT = "attention"
CORPUS = ROOT / "tests" / "corpus" / "wrong"
# student -> {track: (answer cell's function, corpus entry that replaces it)}; one student with a
# slip in each notebook (each notebook is graded on its own), not one student per slip: every
# student costs nbgrader two notebook runs
WRONG = {
    "wrong": {"numpy": ("stable_softmax", "numpy_softmax_no_max_shift.py"),
              "torch": ("scaled_scores", "torch_scaling_divides_by_dk.py")},
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
                cell["source"] = (CORPUS / entry).read_text(encoding="utf-8").splitlines(keepends=True)
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
    for student in ("reference", "unchanged", "cheat", *WRONG):
        folder = course / "submitted" / student / ASSIGNMENT
        folder.mkdir(parents=True)
        for track, module in MODULES.items():
            name = f"{module}.ipynb"
            if student in ("unchanged", "cheat"):
                released = json.loads((course / "release" / ASSIGNMENT / name).read_text(encoding="utf-8"))
                if student == "cheat":  # the test cells import score_cell after this answer cell ran
                    cell = next(c for c in released["cells"] if c["metadata"].get("nbgrader", {}).get("solution"))
                    cell["source"] += ["\n", "import grader.running.in_notebook\n",
                                       "grader.running.in_notebook.score_cell = lambda *args, **kwargs: None\n"]
                (folder / name).write_text(json.dumps(released), encoding="utf-8")
                continue
            source = json.loads((course / "source" / ASSIGNMENT / name).read_text(encoding="utf-8"))
            (folder / name).write_text(json.dumps(_answers_from(source, track, student)), encoding="utf-8")
    nbgrader(course, "autograde", ASSIGNMENT, "--force")
    return course


def _nbgrader_scores(course: Path) -> dict[str, dict[tuple[str, str, str], tuple[float, float]]]:
    """student -> (notebook, exercise, public|hidden) -> (score, max_score), from the gradebook."""
    from nbgrader.api import Gradebook

    out: dict[str, dict[tuple[str, str, str], tuple[float, float]]] = {}
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        for student in ("reference", "unchanged", "cheat", *WRONG):
            submission = gb.find_submission(ASSIGNMENT, student)
            cells = out.setdefault(student, {})
            for notebook in submission.notebooks:
                for grade in notebook.grades:
                    _, exercise, kind = grade.name.split("_")
                    cells[(notebook.name, exercise, kind)] = (float(grade.score), float(grade.max_score))
    return out


def _course_notebooks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, with_nbformat: bool) -> dict[str, dict]:
    """The source notebooks that ``write_course`` writes (with nbformat, or with the plain-JSON fallback)."""
    from grader.instructor.nbgrader_course import write_course

    if not with_nbformat:
        monkeypatch.setitem(sys.modules, "nbformat", None)  # `import nbformat` raises ImportError
    course = tmp_path / ("with" if with_nbformat else "without")
    written = write_course(course, solutions=ROOT / "solutions")
    assert sorted(p.name for p in written) == ["nbgrader_config.py", "numpy_core.ipynb", "torch_core.ipynb"]
    return {p.name: json.loads(p.read_text(encoding="utf-8")) for p in written if p.suffix == ".ipynb"}


def test_the_course_notebooks_are_valid_and_hold_what_build_notebook_made(tmp_path, monkeypatch):
    nbformat = pytest.importorskip("nbformat")
    from grader.instructor.nbgrader_course import build_notebook
    from grader.running.plugin import collect_points

    public, hidden = collect_points()
    written = _course_notebooks(tmp_path, monkeypatch, with_nbformat=True)
    for track, module in MODULES.items():
        name = f"{module}.ipynb"
        nbformat.validate(nbformat.read(tmp_path / "with" / "source" / ASSIGNMENT / name, as_version=4))
        assert written[name] == build_notebook(track, ROOT / "solutions", public, hidden), name
    assert _course_notebooks(tmp_path, monkeypatch, with_nbformat=False) == written, "the fallback writes the same"


def test_a_notebook_that_breaks_the_schema_is_not_written(tmp_path):
    pytest.importorskip("nbformat")
    from grader.errors import GraderError
    from grader.instructor.nbgrader_course import write_notebook

    broken = {"cells": [{"cell_type": "markdown", "id": "a", "metadata": {}, "source": [], "outputs": []}],
              "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    with pytest.raises(GraderError, match="would not be a valid notebook"):
        write_notebook(tmp_path / "broken.ipynb", broken)
    assert not (tmp_path / "broken.ipynb").exists()


@pytest.mark.slow
def test_every_notebook_of_the_course_is_valid(course):
    """Ours (source/), nbgrader's (release/, autograded/) and the submissions these tests wrote."""
    import nbformat

    paths = sorted(course.rglob("*.ipynb"))
    assert {p.relative_to(course).parts[0] for p in paths} == {"source", "release", "submitted", "autograded"}
    for path in paths:
        nbformat.validate(nbformat.read(path, as_version=4))


@pytest.mark.slow
def test_release_notebooks_hold_no_solution_and_no_hidden_test(course):
    release = course / "release" / ASSIGNMENT
    assert sorted(p.name for p in release.iterdir()) == ["numpy_core.ipynb", "torch_core.ipynb"]
    assert leaks.scan(course / "release", leaks.fingerprints(ROOT / "solutions")) == []
    for path in release.iterdir():
        text = path.read_text(encoding="utf-8")
        assert "BEGIN HIDDEN TESTS" not in text and "hidden=True" not in text and "BEGIN SOLUTION" not in text
        assert "raise NotImplementedError()" in text
    # The source notebooks do hold them: the scan and the checks above can fail.
    assert leaks.scan(course / "source", leaks.fingerprints(ROOT / "solutions"))


@pytest.mark.slow
def test_autograde_gives_full_marks_zero_and_the_expected_failing_cells(course):
    scores = _nbgrader_scores(course)
    run = run_grader("grade", str(course / "submitted"), "--out", str(course / "attnkit-grades"))
    assert run.returncode == 0, run.stdout + run.stderr
    assert all(score == maximum for score, maximum in scores.pop("cheat").values())  # nbgrader is fooled
    assert results(course / "attnkit-grades", "cheat")["score"] == 0  # the grader is not
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


@pytest.mark.slow
def test_autograded_cells_explain_what_failed(course):
    notebook = json.loads((course / "autograded" / "wrong" / ASSIGNMENT / "numpy_core.ipynb").read_text(encoding="utf-8"))
    cell = next(c for c in notebook["cells"] if c["metadata"].get("nbgrader", {}).get("grade_id") == "check_softmax_public")
    text = "".join("".join(o.get("text", "")) for o in cell["outputs"])
    assert "4. Stable softmax, public checks: " in text and "FAIL" in text and "overflow" in text
    assert not any(o.get("name") == "stderr" or o["output_type"] == "error" for o in cell["outputs"])


@pytest.mark.slow
def test_grader_scores_written_into_the_gradebook_replace_the_cheats_points(course, tmp_path):
    copy_of = tmp_path / "course"
    shutil.copytree(course, copy_of, ignore=shutil.ignore_patterns("attnkit-grades"))
    before = _nbgrader_scores(copy_of)
    run = run_grader("grade", str(copy_of / "submitted"), "--out", str(tmp_path / "out"), "--nbgrader-course",
                     str(copy_of))
    assert run.returncode == 0, run.stdout + run.stderr
    assert "test-cell scores into" in run.stdout
    after = _nbgrader_scores(copy_of)
    assert sum(s for s, _ in before["cheat"].values()) == 287
    assert sum(s for s, _ in after["cheat"].values()) == 0
    for student in ("reference", "unchanged", *WRONG):
        assert after[student] == before[student], student
    export = nbgrader(copy_of, "export", "--to", str(tmp_path / "export.csv"))
    assert export.returncode == 0
    rows = {r.split(",")[3]: r.split(",") for r in (tmp_path / "export.csv").read_text(encoding="utf-8").splitlines()[1:]}
    assert float(rows["cheat"][-2]) == 0 and float(rows["reference"][-2]) == 287


@pytest.mark.slow
def test_grade_takes_single_notebooks_and_explains_unusable_ones(course, tmp_path):
    folder = tmp_path / "inbox"
    folder.mkdir()
    source = course / "source" / ASSIGNMENT
    reference = json.loads((source / "numpy_core.ipynb").read_text(encoding="utf-8"))
    reference["cells"].append({"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                               "source": ["raise RuntimeError('scratch cell: not graded')\n"]})
    reference["cells"][1]["source"].insert(0, "%matplotlib inline\n")
    (folder / "ada.ipynb").write_text(json.dumps(reference), encoding="utf-8")  # numpy by its metadata; torch missing
    del reference["metadata"]["attnkit"]
    (folder / "grace-numpy.ipynb").write_text(json.dumps(reference), encoding="utf-8")  # numpy by its name
    (folder / "broken.ipynb").write_text("{ not json", encoding="utf-8")
    run = run_grader("grade", str(folder / "ada.ipynb"), str(folder / "grace-numpy.ipynb"),
                     str(folder / "broken.ipynb"), "--out", str(tmp_path / "out"))
    assert run.returncode == 0, run.stdout + run.stderr
    for name in ("ada", "grace-numpy"):
        graded = results(tmp_path / "out", name)
        numpy = sum(t["score"] for t in graded["tests"] if t["tags"][1] == "numpy")
        assert numpy == sum(t["max_score"] for t in graded["tests"] if t["tags"][1] == "numpy") == 131
        assert any("torch_core.py was not found" in t["output"] for t in graded["tests"])
    broken = results(tmp_path / "out", "broken")
    assert broken["score"] == 0
    assert any("is not a readable notebook" in t["output"] for t in broken["tests"])
