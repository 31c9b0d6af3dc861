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
from grader.notebooks import ORIGIN


def cell_scores(result: dict[str, Any]) -> dict[tuple[str, str], float]:
    """(notebook, grade cell id) -> points, from a results.json (tags: exercise, track, public|hidden)."""
    scores: dict[tuple[str, str], float] = {}
    for test in result["tests"]:
        exercise, track, kind = test["tags"][:3]
        key = (MODULES[track], f"check_{exercise}_{kind}")
        scores[key] = scores.get(key, 0.0) + float(test["score"])
    return scores


def write_scores(course: Path, graded: list[tuple[Path, Path]]) -> int:
    """``graded``: (extracted submission folder, its results.json). Returns grades written."""
    try:
        from nbgrader.api import Gradebook, MissingEntry
    except ImportError as err:
        raise GraderError("--nbgrader-course needs nbgrader: pip install 'nbgrader>=0.9.6,<0.10'") from err
    database = course / "gradebook.db"
    if not database.is_file():
        raise GraderError(f"no nbgrader gradebook at {database}; run `nbgrader generate_assignment` in {course} first")
    written = 0
    with Gradebook(f"sqlite:///{database.resolve()}") as gb:
        for folder, result_path in graded:
            origin_path = folder / ORIGIN
            if not origin_path.is_file() or not result_path.is_file():
                continue
            origin = json.loads(origin_path.read_text())
            student, assignment = origin["student"], origin["assignment"]
            try:
                gb.find_assignment(assignment)
            except MissingEntry as err:
                raise GraderError(f"the gradebook in {course} has no assignment {assignment!r}") from err
            gb.update_or_create_student(student)
            gb.update_or_create_submission(assignment, student)
            for (notebook, cell), points in cell_scores(json.loads(result_path.read_text())).items():
                try:
                    grade = gb.find_grade(cell, notebook, assignment, student)
                except MissingEntry:
                    continue  # a course made before this check existed
                grade.manual_score = points
                grade.needs_manual_grade = False
                written += 1
            gb.db.commit()
    return written
