"""Every value comparison of one submission's run, right or not, for the diagnosis engine.

A check stops at its first failing case, so one failure says little about the cases a
function gets right. The ledger keeps them all: :func:`grader.judging.compare.expect_outputs`
notes each comparison made on known inputs, and the engine reads the pattern (right on
2-D inputs, wrong with leading axes; right in float64, wrong in float32...). The plugin
starts a fresh ledger for each submission; a process grades one submission at a time.
"""

from __future__ import annotations

from dataclasses import dataclass

from grader.inputs.cases import Case


@dataclass(frozen=True)
class Noted:
    track: str
    func: str
    case: Case
    failed: str
    """The property that failed ("values", "shape"...), or "" when the output was right."""


_NOTES: list[Noted] = []


def start() -> None:
    """A fresh ledger, for the next submission."""
    _NOTES.clear()


def note(track: str, func: str, case: Case | None, failed: str) -> None:
    if case is not None:
        _NOTES.append(Noted(track, func, case, failed))


def notes() -> list[Noted]:
    return list(_NOTES)


def of(track: str, func: str) -> list[Noted]:
    return [n for n in _NOTES if n.track == track and n.func == func]
