"""``grades.csv``: one row per submission, a column per exercise and track."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from grader.contract import EXERCISES, TRACKS
from grader.outcomes import Graded
from grader.reports.files import write_atomic
from grader.reports.text import points_text


def csv_columns() -> list[str]:
    cols = ["submission", "student", "status", "score", "max_score"]
    for e in EXERCISES:
        cols += [f"{e.number}_{e.key}_{t}" for t in TRACKS]
    return cols


def csv_row(name: str, graded: Graded | None, error: str = "", *, student: str = "") -> dict[str, Any]:
    row: dict[str, Any] = {"submission": name, "student": student or name,
                           "status": "graded" if graded else f"not graded: {error}"}
    if graded is not None:
        row["score"], row["max_score"] = points_text(graded.earned), points_text(graded.possible)
        for c in graded.cells:
            row[c.column] = points_text(c.earned)
    return row


def write_csv(path: Path, rows: list[dict[str, Any]]) -> None:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=csv_columns(), restval="")
    writer.writeheader()
    writer.writerows(rows)
    write_atomic(path, buffer.getvalue())
