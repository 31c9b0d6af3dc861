"""Points per exercise and track, from check results."""

from __future__ import annotations

from collections.abc import Iterable

from grader.contract import EXERCISES, TRACKS
from grader.outcomes import Cell, CheckResult


def score(results: Iterable[CheckResult], hidden_not_run: dict[tuple[str, str], float] | None = None) -> list[Cell]:
    """Sum points per (exercise, track); a failed rule check voids its exercise."""
    results = list(results)
    cells = {(e.key, t): Cell(e.key, t) for e in EXERCISES for t in TRACKS}
    for r in results:
        if r.voids_exercise and r.kind == "forbidden":
            cells[(r.exercise, r.track)].voided_by = r.title
    for r in results:
        cell = cells[(r.exercise, r.track)]
        cell.possible += r.points
        if not cell.voided_by:
            cell.earned += r.earned
    for key, points in (hidden_not_run or {}).items():
        cells[key].hidden_not_run += points
    return [c for c in cells.values() if c.possible or c.hidden_not_run]


