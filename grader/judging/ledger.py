"""Every value comparison of one submission's run, right or not, for the diagnosis engine.

A check stops at its first failing case, so one failure says little about the cases a
function gets right. The ledger keeps them all: :func:`grader.judging.compare.expect_outputs`
notes each comparison made on known inputs, and the engine reads the pattern (right on
2-D inputs, wrong with leading axes; right in float64, wrong in float32...). The plugin
starts a fresh ledger for each submission; a process grades one submission at a time.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from grader.inputs.cases import Case


@dataclass(frozen=True)
class Noted:
    track: str
    func: str
    case: Case
    failed: str
    """The property that failed ("values", "shape"...), or "" when the output was right."""
    result: Any = None
    """What the function returned (a reference): the same inputs with two different
    results are a function that is not deterministic (:func:`varies`, computed only when
    the function has failing checks, so that right submissions pay nothing)."""
    expected: Any = None
    """The expected answer and the catalogue's hints on these inputs (references, not
    copies): a known mistake that would have shown on a case the function got right is
    not the function's mistake."""
    hints: tuple[tuple[str, Any], ...] = ()


_NOTES: list[Noted] = []


def start() -> None:
    """A fresh ledger, for the next submission."""
    _NOTES.clear()


def mark() -> int:
    """Where the ledger stands now, for :func:`since`."""
    return len(_NOTES)


def since(where: int) -> list[Noted]:
    """The notes made after ``mark()`` returned ``where``."""
    return list(_NOTES[where:])


def drop_since(where: int, drop: Callable[[Noted], bool]) -> None:
    """Forget the notes made after ``mark()`` returned ``where`` that ``drop`` picks."""
    _NOTES[where:] = [n for n in _NOTES[where:] if not drop(n)]


def add(notes: list[Noted]) -> None:
    """Notes made elsewhere, for this submission (a probe's, read back from
    :mod:`grader.running.probe_memo`)."""
    _NOTES.extend(notes)


def note(track: str, func: str, case: Case | None, failed: str, result: Any = None, expected: Any = None,
         hints: tuple[tuple[str, Any], ...] = ()) -> None:
    if case is not None:
        _NOTES.append(Noted(track, func, case, failed, result, expected, tuple(hints)))


def _digest(value: Any) -> str:
    digest = hashlib.sha1(usedforsecurity=False)

    def feed(v: Any) -> None:
        if isinstance(v, np.ndarray):
            digest.update(f"{v.dtype}{v.shape}".encode())
            digest.update(np.ascontiguousarray(v).tobytes())
        elif isinstance(v, (tuple, list)):
            for item in v:
                feed(item)
        elif hasattr(v, "array") and hasattr(v, "items"):  # a Returned
            feed(v.array if v.array is not None else [i for i in v.items])
        else:
            digest.update(repr(v).encode())

    feed(value)
    return digest.hexdigest()


REFILLED = "the same objects, refilled"
"""The label of a call on the argument objects of an earlier one, holding other values
(the determinism check's ``refill``): its result may depend on the objects, which that
check judges itself, so :func:`varies` leaves it out."""


def varies(track: str, func: str) -> bool:
    """Whether the same inputs gave ``func`` two different results."""
    seen: dict[str, str] = {}
    for n in of(track, func):
        if n.result is not None and n.case.label != REFILLED and n.failed != "raised":  # (what returned)
            inputs, result = _digest((n.case.args, sorted(n.case.kwargs.items()))), _digest(n.result)
            if seen.setdefault(inputs, result) != result:
                return True
    return False


def notes() -> list[Noted]:
    return list(_NOTES)


def of(track: str, func: str) -> list[Noted]:
    return [n for n in _NOTES if n.track == track and n.func == func]
