"""Notebook submissions are untrusted input: extraction takes the right cells, picks the right
notebook per track, and no crafted notebook stops a batch (grader.intake.notebooks)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from grader.intake import notebooks
from grader.intake.folders import expand, holds_modules


def _cell(source: str, nbgrader: dict | None = None) -> dict:
    meta = {"nbgrader": {"schema_version": 3, "grade": False, "solution": False, "locked": False,
                         "grade_id": "x", **nbgrader}} if nbgrader is not None else {}
    return {"cell_type": "code", "metadata": meta, "outputs": [], "execution_count": None,
            "source": source.splitlines(keepends=True)}


def _notebook(*cells: dict, track: str | None = None) -> dict:
    meta = {"attnkit": {"track": track}} if track else {}
    return {"cells": list(cells), "metadata": meta, "nbformat": 4, "nbformat_minor": 5}


def _write(path: Path, notebook: dict | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(notebook if isinstance(notebook, str) else json.dumps(notebook), encoding="utf-8")
    return path


def test_only_answer_and_setup_cells_are_the_module_and_magics_become_comments():
    notebook = _notebook(
        _cell("%load_ext autoreload\nimport numpy as np\n", {"locked": True}),
        _cell("def f(a, b):\n    return (\n        a\n!= b\n    )\n", {"solution": True}),
        _cell("assert f(1, 2)\n", {"grade": True, "locked": True, "points": 1}),
        _cell("print('scratch')\n"),  # added by the student: not graded
    )
    source = notebooks.module_source(notebook, name="numpy_core.ipynb")
    assert "# (notebook only) %load_ext autoreload" in source
    assert "!= b" in source and "# (notebook only) != b" not in source  # a continuation line, not a shell line
    assert "assert f(1, 2)" not in source and "scratch" not in source
    namespace: dict = {}
    exec(compile(source, "<notebook>", "exec"), namespace)
    assert namespace["f"](1, 2) is True


def test_a_notebook_without_nbgrader_metadata_gives_every_code_cell():
    notebook = _notebook(_cell("import torch\n"), _cell("def g():\n    return 1\n"))
    assert notebooks.track_of(notebook, Path("homework.ipynb")) == "torch"
    assert "def g()" in notebooks.module_source(notebook, name="homework.ipynb")


def test_crafted_notebooks_are_graded_zero_with_a_reason_and_never_raise(tmp_path):
    inbox = tmp_path / "inbox"
    crafted = {
        "cell-metadata-list.ipynb": {"cells": [{"cell_type": "code", "metadata": [], "source": "x = 1"}]},
        "metadata-list.ipynb": {"cells": [], "metadata": []},
        "track-list.ipynb": {"cells": [_cell("y = 2\n")], "metadata": {"attnkit": {"track": ["numpy"]}}},
        "source-ints.ipynb": {"cells": [{"cell_type": "code", "metadata": {}, "source": [1, 2, 3]}]},
        "deep.ipynb": "[" * 100_000,
        "..ipynb": {"cells": "not a list"},
        "...ipynb": "{}",
    }
    paths = [_write(inbox / name, content) for name, content in crafted.items()]
    link = inbox / "link.ipynb"
    os.symlink(paths[0], link)
    folders, origins = notebooks.submission_folders([*paths, link], tmp_path / "work", holds_modules)
    assert len(folders) == len(paths) + 1 and len({f.name for f in folders}) == len(folders)
    for folder in folders:
        assert folder.parent == tmp_path / "work" / "notebooks"  # names stay inside
        problems = folder / notebooks.PROBLEMS
        written = sorted(p.name for p in folder.glob("*.py"))
        assert problems.is_file() or written, folder
    reasons = " ".join((f / notebooks.PROBLEMS).read_text(encoding="utf-8") for f in folders if (f / notebooks.PROBLEMS).is_file())
    assert "symbolic link" in reasons and "not a readable notebook" in reasons and "is not a notebook" in reasons


def test_a_second_notebook_of_a_track_is_listed_and_the_named_one_is_graded(tmp_path):
    folder = tmp_path / "submitted" / "ada" / "attention"
    _write(folder / "numpy_core.ipynb", _notebook(_cell("RIGHT = 1\n", {"solution": True}), track="numpy"))
    _write(folder / "numpy_core-Copy1.ipynb", _notebook(_cell("WRONG = 1\n", {"solution": True}), track="numpy"))
    (folder / "images").mkdir()  # a subfolder must not make the folder a folder of submissions
    expanded = expand([tmp_path / "submitted" / "ada" / "attention"])
    assert expanded == [folder]
    folders, origins = notebooks.submission_folders(expanded, tmp_path / "work", holds_modules)
    assert [f.name for f in folders] == ["ada"] and origins == [folder]
    assert "RIGHT = 1" in (folders[0] / "numpy_core.py").read_text(encoding="utf-8")
    assert "numpy_core-Copy1.ipynb is a second numpy notebook" in (folders[0] / notebooks.PROBLEMS).read_text(encoding="utf-8")
    assert json.loads((folders[0] / notebooks.ORIGIN).read_text(encoding="utf-8")) == {"student": "ada", "assignment": "attention"}


def test_the_whole_submitted_folder_gives_one_submission_per_student(tmp_path):
    for student in ("ada", "grace"):
        _write(tmp_path / "submitted" / student / "attention" / "numpy_core.ipynb",
               _notebook(_cell(f"WHO = {student!r}\n", {"solution": True}), track="numpy"))
    expanded = expand([tmp_path / "submitted"])
    folders, _ = notebooks.submission_folders(expanded, tmp_path / "work", holds_modules)
    assert sorted(f.name for f in folders) == ["ada", "grace"]
    assert "'grace'" in (tmp_path / "work" / "notebooks" / "grace" / "numpy_core.py").read_text(encoding="utf-8")


@pytest.mark.usefixtures("workers")
def test_a_check_cell_without_the_reference_runs_the_public_checks_and_says_why_hidden_ones_did_not(tmp_path):
    """What a check cell does in a kernel without the reference (a student's, or an instructor's
    non-editable install): public points as the cell's value, stdout only, nothing on stderr."""
    import subprocess
    import sys

    from helpers import ROOT

    from grader.instructor.nbgrader_course import build_notebook
    from grader.running.plugin import collect_points

    public, hidden = collect_points()
    _write(tmp_path / "numpy_core.ipynb", build_notebook("numpy", ROOT / "solutions", public, hidden))
    code = ("from grader.running.in_notebook import score_cell\n"
            "print('VALUE', score_cell('numpy_core.ipynb', 'mixture'))\n"
            "print('VALUE', score_cell('numpy_core.ipynb', 'mixture', hidden=True))\n"
            "print('VALUE', score_cell('missing.ipynb', 'mixture'))\n")
    env = {**os.environ, "ATTNKIT_SOLUTIONS": str(tmp_path / "no-reference")}
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, env=env,
                         timeout=600)
    assert run.returncode == 0 and run.stderr == "", run.stderr
    values = [float(line.split()[1]) for line in run.stdout.splitlines() if line.startswith("VALUE")]
    assert values == [public[("mixture", "numpy")], 0.0, 0.0]
    assert "1. Weighted mixture, public checks: 9/9 points" in run.stdout
    assert "The hidden checks need the reference" in run.stdout and "save the notebook" in run.stdout
