"""An nbgrader course made from the same reference: ``python -m grader nbgrader COURSE``.

It writes ``COURSE/nbgrader_config.py`` and ``COURSE/source/attention/`` with one notebook
per track (``numpy_core.ipynb``, ``torch_core.ipynb``):

- a read-only setup cell (the module's docstring and imports);
- one answer cell per function (nbgrader ``solution``), holding the reference with its
  ``### BEGIN SOLUTION`` regions, which ``nbgrader generate_assignment`` replaces by a stub;
- after each exercise, two autograded test cells: the public checks, worth the grader's
  public points for that exercise and track, and the hidden checks inside
  ``### BEGIN HIDDEN TESTS``, worth the grader's hidden points. nbgrader's total is the
  grader's total.

A test cell calls :func:`grader.running.in_notebook.score_cell`, which grades the notebook's
answer cells with the grader (student code in the sandboxed worker) and ends the cell
with the points earned, which nbgrader reads as partial credit. The test cells still run
in the student's kernel, where earlier student code can tamper with them; the README's
nbgrader section says why ``python -m grader grade submitted/`` is the safe path.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from grader.contract import EXERCISE_OF, EXERCISES, MODULES, TRACK_TITLES
from grader.errors import GraderError
from grader.running.plugin import collect_points

ASSIGNMENT = "attention"

CONFIG = '''"""nbgrader settings for the attention exercises (written by `python -m grader nbgrader`).

Run every nbgrader command from this folder: nbgrader reads this file only from the
working directory.
"""

import os

c = get_config()  # noqa: F821 (nbgrader provides it)
c.CourseDirectory.course_id = "attention"
c.CourseDirectory.root = os.path.dirname(os.path.abspath(__file__))
# The kernel must be the Python that has the attnkit grader installed.
c.Execute.kernel_name = "python3"
# The first test cell of a notebook grades the whole track (the later ones reuse it).
c.Execute.timeout = 900
c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE\\nraise NotImplementedError()"}
# The points of a test cell come only from the grader's result (the number it ends with).
# nbgrader would score a cell 0 for any stderr output, such as a library's warning; none of
# it says anything about the student's code, so it is dropped from the autograded notebook.
c.IgnorePattern.enabled = True
c.IgnorePattern.pattern = r"[\\s\\S]"
'''


def _meta(grade_id: str, *, solution: bool = False, grade: bool = False, locked: bool = False,
          points: float | None = None) -> dict[str, Any]:
    meta: dict[str, Any] = {"grade": grade, "grade_id": grade_id, "locked": locked, "schema_version": 3,
                            "solution": solution}
    if points is not None:
        meta["points"] = points
    return {"nbgrader": meta}


def _code(cell_id: str, source: str, metadata: dict[str, Any]) -> dict[str, Any]:
    return {"cell_type": "code", "execution_count": None, "id": cell_id, "metadata": metadata, "outputs": [],
            "source": source.strip("\n").splitlines(keepends=True)}


def _markdown(cell_id: str, text: str, metadata: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"cell_type": "markdown", "id": cell_id, "metadata": metadata or {},
            "source": text.strip("\n").splitlines(keepends=True)}


def split_module(source: str) -> tuple[str, list[tuple[str, str]]]:
    """(header, [(function name, its code)]): module-level code between functions stays with
    the function above it."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    starts = [(min([n.lineno] + [d.lineno for d in n.decorator_list]), n.name)
              for n in tree.body if isinstance(n, ast.FunctionDef)]
    if not starts:
        raise GraderError("the reference defines no function")
    header = "".join(lines[: starts[0][0] - 1])
    chunks = []
    for i, (start, name) in enumerate(starts):
        end = starts[i + 1][0] - 1 if i + 1 < len(starts) else len(lines)
        chunks.append((name, "".join(lines[start - 1 : end])))
    return header, chunks


def _intro(track: str, module: str) -> str:
    return f"""# Attention, from the ground up: the {TRACK_TITLES[track]} track

Fill in the answer cells: each holds one function, and its docstring is the contract.
Run the cell below each exercise to see your points and what to fix.

- Only the **answer cells** (and the read-only setup cell) are graded, in this order. Put
  helpers inside an answer cell; code in cells you add yourself is not graded.
- The public checks are the ones `attnkit check` runs on `{module}.py`. Hidden checks
  run when your instructor grades: the same contract on many generated inputs.
- Save the notebook before running a check cell: the checks read the saved file.
"""


def build_notebook(track: str, solutions: Path, public: dict[tuple[str, str], float],
                   hidden: dict[tuple[str, str], float]) -> dict[str, Any]:
    module = MODULES[track]
    name = f"{module}.ipynb"
    header, chunks = split_module((solutions / f"{module}.py").read_text(encoding="utf-8"))
    by_exercise: dict[str, list[tuple[str, str]]] = {e.key: [] for e in EXERCISES}
    pending: list[tuple[str, str]] = []
    for fname, code in chunks:
        pending.append((fname, code))
        if fname in EXERCISE_OF:
            by_exercise[EXERCISE_OF[fname].key] += pending
            pending = []
    by_exercise[EXERCISES[-1].key] += pending
    cells = [_markdown("intro", _intro(track, module)),
             _code("setup", header, _meta("setup", locked=True))]
    for e in EXERCISES:
        cells.append(_markdown(f"about-{e.key}", f"## {e.label}\n\nRead first: {e.lesson}.",
                               _meta(f"about_{e.key}", locked=True)))
        for fname, code in by_exercise[e.key]:
            cells.append(_code(f"answer-{fname}", code, _meta(f"answer_{fname}", solution=True)))
        cells.append(_code(
            f"check-{e.key}",
            f"# Public checks of exercise {e.number} (what `attnkit check` runs); the number below is\n"
            "# the points this cell earns.\n"
            "from grader.running.in_notebook import score_cell\n\n"
            f'score_cell("{name}", "{e.key}")\n',
            _meta(f"check_{e.key}_public", grade=True, locked=True, points=public[(e.key, track)]),
        ))
        cells.append(_code(
            f"hidden-{e.key}",
            f"# Hidden checks of exercise {e.number}: they run when your instructor grades.\n"
            "### BEGIN HIDDEN TESTS\n"
            "from grader.running.in_notebook import score_cell\n\n"
            f'score_cell("{name}", "{e.key}", hidden=True)\n'
            "### END HIDDEN TESTS\n",
            _meta(f"check_{e.key}_hidden", grade=True, locked=True, points=hidden[(e.key, track)]),
        ))
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
            "attnkit": {"track": track},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def write_notebook(path: Path, notebook: dict[str, Any]) -> None:
    """Write ``notebook`` as Jupyter does, with ``nbformat`` after validating it against the
    nbformat 4 schema. nbformat comes with the optional ``nbgrader`` extra: without it the
    notebook is written as plain JSON, unvalidated."""
    try:
        import nbformat
    except ImportError:
        import json

        path.write_text(json.dumps(notebook, indent=1) + "\n", encoding="utf-8")
        return
    node = nbformat.from_dict(notebook)
    try:
        nbformat.validate(node)
    except nbformat.ValidationError as err:
        raise GraderError(f"{path.name} would not be a valid notebook (a bug in the grader): {err.message}") from err
    nbformat.write(node, str(path))


def write_course(course: Path, *, solutions: Path) -> list[Path]:
    """Write the course's config and source notebooks; returns the files written."""
    for module in MODULES.values():
        if not (solutions / f"{module}.py").is_file():
            raise GraderError(f"the course is made from the reference; {solutions / (module + '.py')} is missing")
    source = course / "source" / ASSIGNMENT
    if source.exists() and any(source.iterdir()):
        raise GraderError(f"{source} already holds files; choose a new course folder (nothing was overwritten)")
    public, hidden = collect_points()
    source.mkdir(parents=True, exist_ok=True)
    written = []
    for track, module in MODULES.items():
        path = source / f"{module}.ipynb"
        write_notebook(path, build_notebook(track, solutions, public, hidden))
        written.append(path)
    config = course / "nbgrader_config.py"
    if not config.exists():
        config.write_text(CONFIG, encoding="utf-8")
        written.append(config)
    return written
