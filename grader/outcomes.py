"""Plain result types every room shares: a check's result, an exercise's cell, a graded submission.

No logic beyond sums: running produces them, judging scores them, reports show them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from grader.contract import EXERCISES


@dataclass
class CheckResult:
    """The outcome of one check for one track."""

    id: str
    exercise: str
    track: str
    title: str
    points: float
    hidden: bool
    voids_exercise: bool
    status: str = "failed"  # passed | failed | error
    reason: str = ""
    kind: str = ""
    hint: str = ""
    example: str = ""
    seconds: float = 0.0
    arrays: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    """A failing public value check's ``{"yours": ..., "expected": ...}`` arrays, for the HTML
    report's heatmaps; never written to results.json, never set for a hidden check."""
    diagnosis: str = ""
    """The key of the cause the feedback gives (``hint`` is its text): every report groups
    failing checks by it (:mod:`grader.judging.explain` sets both)."""
    evidence: Any = field(default=None, repr=False, compare=False)
    """What the failing check saw (:class:`grader.errors.Evidence`), for the diagnosis
    engine; in memory only."""
    root: str = ""
    """When this check fails because another of the submission's functions does: that
    function's name (the feedback leads with its cause)."""

    @property
    def earned(self) -> float:
        return self.points if self.status == "passed" else 0.0


@dataclass
class Cell:
    """One exercise in one track."""

    exercise: str
    track: str
    earned: float = 0.0
    possible: float = 0.0
    hidden_not_run: float = 0.0
    voided_by: str = ""

    @property
    def column(self) -> str:
        number = next(e.number for e in EXERCISES if e.key == self.exercise)
        return f"{number}_{self.exercise}_{self.track}"


def totals(cells: Iterable[Cell]) -> tuple[float, float]:
    cells = list(cells)
    return sum(c.earned for c in cells), sum(c.possible for c in cells)


@dataclass
class Graded:
    """Everything known about one graded submission."""

    folder: Path
    results: list[CheckResult]
    cells: list[Cell]
    hidden_included: bool
    seconds: float
    experiment: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    """The lesson's experiment run on this submission's functions, for the HTML report
    (``grader.running.experiment``); None when it was not run."""

    @property
    def earned(self) -> float:
        return totals(self.cells)[0]

    @property
    def possible(self) -> float:
        return totals(self.cells)[1]

    @property
    def grader_errors(self) -> list[CheckResult]:
        return [r for r in self.results if r.status == "error"]
