"""Write the grader's scores into an nbgrader gradebook: ``grade submitted/ --nbgrader-course COURSE``.

Each test cell of the course's notebooks (``check_<exercise>_public`` and
``check_<exercise>_hidden`` in ``numpy_core`` and ``torch_core``) gets the points the
grader gave that exercise's public or hidden checks, as the cell's manual score. nbgrader
counts a manual score before the autograder's, so its totals, its formgrader and
``nbgrader export`` show the grader's scores, while the autograded notebooks keep their
output for feedback. A submission nbgrader has not seen yet is added to the gradebook.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from grader.contract import MODULES
from grader.errors import GraderError
from grader.intake.notebooks import ORIGIN


def cell_scores(result: dict[str, Any]) -> dict[tuple[str, str], float]:
    """(notebook, grade cell id) -> points, from a results.json (tags: exercise, track, public|hidden)."""
    scores: dict[tuple[str, str], float] = {}
    for test in result["tests"]:
        exercise, track, kind = test["tags"][:3]
        key = (MODULES[track], f"check_{exercise}_{kind}")
        scores[key] = scores.get(key, 0.0) + float(test["score"])
    return scores


def write_scores(course: Path, graded: list[tuple[Path, Path | None]]) -> tuple[int, list[str]]:
    """``graded``: (extracted submission folder, its results.json, or None when this run could
    not grade it). Only folders extracted from nbgrader's submitted/ layout are written.

    Returns the number of grades written and the students that could not be graded: their
    test cells get 0 and are marked for manual grading, so that no score from nbgrader's
    own (tamperable) autograde stands for them unnoticed.
    """
    try:
        from nbgrader.api import Gradebook, MissingEntry
    except ImportError as err:
        raise GraderError("--nbgrader-course needs nbgrader: pip install 'nbgrader>=0.9.6,<0.10'") from err
    database = course / "gradebook.db"
    if not database.is_file():
        raise GraderError(f"no nbgrader gradebook at {database}; run `nbgrader generate_assignment` in {course} first")
    written, flagged = 0, []
    with Gradebook(f"sqlite:///{database.resolve()}") as gb:
        for folder, result_path in graded:
            origin_path = folder / ORIGIN
            if not origin_path.is_file():
                continue
            origin = json.loads(origin_path.read_text(encoding="utf-8"))
            student, assignment = origin["student"], origin["assignment"]
            try:
                gb.find_assignment(assignment)
            except MissingEntry as err:
                raise GraderError(f"the gradebook in {course} has no assignment {assignment!r}") from err
            gb.update_or_create_student(student)
            submission = gb.update_or_create_submission(assignment, student)
            scores = cell_scores(json.loads(result_path.read_text(encoding="utf-8"))) if result_path is not None else {}
            if result_path is None:
                flagged.append(student)
            for notebook in submission.notebooks:
                for grade in notebook.grades:
                    if not grade.name.startswith("check_"):
                        continue
                    grade.manual_score = scores.get((notebook.name, grade.name), 0.0)
                    grade.needs_manual_grade = result_path is None
                    written += 1
            gb.db.commit()
    return written, flagged
