"""What an nbgrader test cell calls: ``score_cell("numpy_core.ipynb", "softmax")``.

It reads the saved notebook from the kernel's working folder (nbgrader and Jupyter run
the kernel there), extracts the answer cells (:mod:`grader.intake.notebooks`), grades them with
the grader, the student code running in the sandboxed worker as for any submission, and
returns the points this exercise earns, which the cell shows as its result; nbgrader
reads that number as the cell's partial credit. Feedback goes to stdout, never stderr
(nbgrader scores a test cell with stderr output 0).

Where the reference is installed (the instructor's grading: the kit installed with
``pip install -e``, or ``ATTNKIT_SOLUTIONS`` naming its ``solutions/``), the public cell runs the
public checks as in grading (confirmed on fresh inputs) and the hidden cell the hidden
ones; elsewhere (a student's kernel) only the public checks run. The notebook is graded
once per content and mode; later cells reuse the result.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import tempfile
import warnings
from pathlib import Path

from grader.contract import EXERCISE_BY_KEY, MODULES
from grader.inputs import reference
from grader.intake import notebooks
from grader.kit import DEFAULT_SOLUTIONS
from grader.outcomes import Graded
from grader.reports.text import failure_text
from grader.running.session import grade_folder

_graded: dict[tuple[str, bool], Graded] = {}


def _grade(path: Path, solutions: Path | None) -> tuple[Graded, str]:
    """Grade the notebook's track: all checks with the reference in ``solutions``, else public ones."""
    notebook = notebooks.read(path)
    track = notebooks.track_of(notebook, path)
    if track is None:
        raise ValueError(f"{path.name} has no answer code to grade")
    source = notebooks.module_source(notebook, name=path.name)
    key = (hashlib.sha256(f"{track}\n{source}\n{solutions}".encode()).hexdigest(), solutions is not None)
    if key not in _graded:
        with tempfile.TemporaryDirectory(prefix="attnkit-notebook-") as folder:
            (Path(folder) / f"{MODULES[track]}.py").write_text(source, encoding="utf-8")
            _graded[key] = grade_folder(Path(folder), include_hidden=solutions is not None, tracks={track},
                                        solutions=solutions or DEFAULT_SOLUTIONS)
    return _graded[key], track


def _score(notebook: str, exercise: str, hidden: bool) -> tuple[float, str]:
    e = EXERCISE_BY_KEY[exercise]
    path = Path.cwd() / notebook
    if not path.is_file():
        return 0.0, (f"{notebook} is not in {Path.cwd()}: save the notebook under that name in the folder the"
                     " kernel runs in, then run this cell again.")
    solutions = Path(os.environ.get("ATTNKIT_SOLUTIONS", DEFAULT_SOLUTIONS))
    grading = reference.available(solutions)
    if hidden and not grading:
        return 0.0, (f"The hidden checks need the reference, which is not in {solutions}: install the kit with"
                     " `pip install -e KIT` or set ATTNKIT_SOLUTIONS to its solutions/ folder, then autograde again.")
    graded, track = _grade(path, solutions if grading else None)
    kind = "hidden" if hidden else "public"
    mine = [r for r in graded.results if r.exercise == exercise and r.track == track and r.hidden == hidden]
    cell = next((c for c in graded.cells if c.exercise == exercise and c.track == track), None)
    earned = 0.0 if cell is None or cell.voided_by else sum(r.earned for r in mine)
    possible = sum(r.points for r in mine)
    lines = [f"{e.label}, {kind} checks: {earned:g}/{possible:g} points"]
    if cell is not None and cell.voided_by:
        lines.append(f"Voided: {cell.voided_by} failed, so this exercise earns nothing.")
    failing = [r for r in mine if r.status != "passed"]
    if failing and all(r.kind == "not-implemented" for r in failing):
        lines.append(f"Not implemented yet ({len(failing)} checks). Start with {e.lesson}.")
        failing = []
    for r in failing:
        lines.append(f"  FAIL {r.title} ({r.points:g} pts)")
        lines += ["      " + line for line in failure_text(r).splitlines()]
    return earned, "\n".join(lines)


def score_cell(notebook: str, exercise: str, *, hidden: bool = False) -> float:
    """Grade ``exercise`` of the saved ``notebook``; print feedback and return the points earned."""
    with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
        warnings.simplefilter("ignore")
        try:
            earned, text = _score(notebook, exercise, hidden)
        except Exception as err:  # the cell must end with a number, never a traceback
            earned, text = 0.0, f"This exercise could not be graded: {type(err).__name__}: {err}"
    print(text)
    return earned
