"""Unit layer for batches: which folders are submissions, whose they are, and when a graded one
is graded again.

No subprocess and no worker: ``grader.intake.folders`` (``expand``, ``student_name``) and
``grader.running.batch.fingerprint`` on folders and archives made here.
"""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import pytest

from grader.intake.folders import expand, student_name
from grader.running.batch import fingerprint

SELECTION = ["mixture", "numpy"]


def _student(folder: Path, *, numpy: str = "def weighted_mixture(weights, values):\n    return 1\n",
             torch: str = "def weighted_mixture(weights, values):\n    return 2\n") -> Path:
    folder.mkdir(parents=True)
    (folder / "numpy_core.py").write_text(numpy, encoding="utf-8")
    (folder / "torch_core.py").write_text(torch, encoding="utf-8")
    return folder


@pytest.fixture
def kit(tmp_path) -> tuple[Path, Path]:
    """(a submission, a reference), each with both modules."""
    return _student(tmp_path / "ada"), _student(tmp_path / "solutions", numpy="REFERENCE = 1\n", torch="REFERENCE = 2\n")


def _print(folder: Path, solutions: Path, *, version: str = "1.0", selection: list[str] = SELECTION) -> str:
    return fingerprint(folder, version=version, solutions=solutions, selection=selection)


@pytest.mark.parametrize("change", ["student numpy file", "student torch file", "student file removed", "reference",
                                    "version", "selection"])
def test_the_fingerprint_changes_with_what_was_graded(kit, change):
    folder, solutions = kit
    before = _print(folder, solutions)
    version, selection = "1.0", SELECTION
    if change == "student numpy file":
        (folder / "numpy_core.py").write_text((folder / "numpy_core.py").read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")
    elif change == "student torch file":
        (folder / "torch_core.py").write_text((folder / "torch_core.py").read_text(encoding="utf-8").replace("2", "3"), encoding="utf-8")
    elif change == "student file removed":
        (folder / "torch_core.py").unlink()
    elif change == "reference":
        (solutions / "numpy_core.py").write_text("REFERENCE = 10\n", encoding="utf-8")
    elif change == "version":
        version = "1.1"
    else:
        selection = [*SELECTION, "torch"]
    assert _print(folder, solutions, version=version, selection=selection) != before


@pytest.mark.parametrize("change", ["nothing", "timestamps", "another file", "selection order", "files under exercises/"])
def test_the_fingerprint_ignores_what_grading_does_not_read(kit, change):
    folder, solutions = kit
    before = _print(folder, solutions)
    selection = SELECTION
    if change == "timestamps":
        for path in (*folder.iterdir(), *solutions.iterdir()):
            os.utime(path, (1, 1))
    elif change == "another file":
        (folder / "notes.md").write_text("my notes\n", encoding="utf-8")
        (solutions / "README.md").write_text("the reference\n", encoding="utf-8")
    elif change == "selection order":
        selection = list(reversed(SELECTION))
    elif change == "files under exercises/":  # the same files where a repository keeps them
        (folder / "exercises").mkdir()
        for name in ("numpy_core.py", "torch_core.py"):
            (folder / name).rename(folder / "exercises" / name)
    assert _print(folder, solutions, selection=selection) == before


def test_a_folder_of_submissions_expands_to_its_visible_subfolders(tmp_path):
    course = tmp_path / "course"
    for name in ("grace", "ada", "bob"):
        _student(course / name)
    _student(course / ".git")  # hidden folders never count, even holding module files
    (course / ".ipynb_checkpoints").mkdir()
    (course / "README.md").write_text("not a folder\n", encoding="utf-8")
    assert expand([course]) == [course / "ada", course / "bob", course / "grace"]


def test_a_submission_stays_one_submission(tmp_path):
    flat = _student(tmp_path / "flat")
    (flat / "scratch").mkdir()  # a subfolder does not make it a folder of submissions
    repository = tmp_path / "repository"
    _student(repository / "exercises")
    (repository / "docs").mkdir()
    notebooks = tmp_path / "notebooks"
    (notebooks / "images").mkdir(parents=True)
    (notebooks / "numpy_core.ipynb").write_text("{}", encoding="utf-8")
    missing = tmp_path / "nobody"  # reported later as not graded, never dropped here
    assert expand([flat, repository, notebooks, missing]) == [flat, repository, notebooks, missing]


@pytest.mark.parametrize("folder,student", [
    ("attention-submissions/attention-alice", "alice"),
    ("attention-submissions/attention-bob-smith", "bob-smith"),
    ("attention-submissions/attention-", "attention-"),  # no user name after the prefix
    ("attention-submissions/homework-alice", "homework-alice"),  # another assignment's repository
    ("week-2-attention-submissions/week-2-attention-alice", "alice"),
    ("attention/attention-alice", "attention-alice"),  # not a GitHub Classroom clone folder
])
def test_github_classroom_clones_are_named_for_their_student(tmp_path, folder, student):
    assert student_name(tmp_path / folder) == student


def _zip(path: Path, files: dict[str, str]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return path


MODULES = {"numpy_core.py": "A = 1\n", "torch_core.py": "B = 2\n"}


def test_an_archive_with_one_inner_folder_of_submissions_expands_to_the_submissions(tmp_path):
    archive = _zip(tmp_path / "class.zip", {f"class/{who}/{name}": text for who in ("bo", "al") for name, text in MODULES.items()})
    found = expand([archive], tmp_path / "unpacked")
    assert [p.name for p in found] == ["al", "bo"]
    assert all((p / "numpy_core.py").read_text(encoding="utf-8") == "A = 1\n" for p in found)
    assert all(p.is_relative_to(tmp_path / "unpacked") for p in found)


def test_an_archive_of_one_submission_is_that_submission(tmp_path):
    inside_a_folder = _zip(tmp_path / "ada.zip", {f"ada/{name}": text for name, text in MODULES.items()})
    at_the_top = _zip(tmp_path / "bo.zip", dict(MODULES))
    found = expand([inside_a_folder, at_the_top], tmp_path / "unpacked")
    assert [p.name for p in found] == ["ada", "bo"]
    assert all((p / "torch_core.py").read_text(encoding="utf-8") == "B = 2\n" for p in found)


def test_an_archive_of_one_notebook_submission_with_a_subfolder_is_that_submission(tmp_path):
    archive = _zip(tmp_path / "ada.zip", {"numpy_core.ipynb": "{}", "images/plot.png": "png"})
    assert expand([archive], tmp_path / "unpacked") == [tmp_path / "unpacked" / "ada"]
