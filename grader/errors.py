"""Exceptions: one root for the grader's own errors, one for a submission's failures."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class GraderError(Exception):
    """The grader itself cannot work: bad arguments, a missing reference, an unwritable folder."""


class SubmissionError(GraderError, ValueError):
    """A submission folder cannot be graded at all (for example, it does not exist)."""


@dataclass
class Evidence:
    """What a failing check saw, as data: what the diagnosis engine
    (:mod:`grader.judging.explain`) reads instead of the prose of the reason.

    ``prop`` names the property that failed: ``values``, ``shape``, ``dtype``, ``type``
    (the array type), ``device``, ``raised`` (on an input it should accept),
    ``not-raised`` (a bad input returned), ``error-type`` (a bad input raised another
    exception than ValueError), ``raised-on-valid`` (the control of an error case
    raised), ``input-changed``, ``not-deterministic``, ``gradient``, ``forbidden``,
    ``aliased``, ``warned``, ``stale`` (the previous answer for the same argument objects
    refilled with other values). ``got`` and ``expected`` are arrays kept in memory only (a
    hidden check's never leave the grader); ``output`` says which of a pair (0: the
    output, 1: the weights); ``raised`` is the exception as the worker described it;
    ``detail`` holds what else the property needs (the argument changed, the names
    used...)."""

    prop: str
    func: str = ""
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)
    got: Any = field(default=None, repr=False)
    expected: Any = field(default=None, repr=False)
    output: int | None = None
    raised: dict[str, Any] | None = None
    detail: dict[str, Any] = field(default_factory=dict)
    hints: tuple[tuple[str, Any], ...] = field(default=(), repr=False)
    """The catalogue's known mistakes for these inputs: (text, what each would return)."""


class CheckFailure(AssertionError):
    """A check failed because of the submission. ``reason`` is what the student reads.

    ``kind`` names the family of failure (``wrong``, ``raised``, ``not-implemented``,
    ``timeout``, ``crash``, ``missing``, ``import``, ``signature``, ``forbidden``, ``type``) so that
    reports can group and explain them; ``evidence`` (:class:`Evidence`) is what the check
    saw, for the diagnosis engine. ``arrays`` (``{"yours": ..., "expected": ...}``, numpy
    arrays) is set by public value checks only, for reports that draw them; hidden checks
    never carry it.
    """

    def __init__(self, reason: str, *, kind: str = "wrong", hint: str | None = None,
                 arrays: dict[str, Any] | None = None, evidence: Evidence | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind
        self.hint = hint
        self.arrays = arrays
        self.evidence = evidence

    def reworded(self, reason: str, **detail: Any) -> CheckFailure:
        """The same failure (kind, hint, arrays, evidence) with ``reason`` in place of its
        reason; ``detail`` is added to the evidence's."""
        if detail and self.evidence is not None:
            self.evidence.detail.update(detail)
        return CheckFailure(reason, kind=self.kind, hint=self.hint, arrays=self.arrays, evidence=self.evidence)

    def __str__(self) -> str:
        return self.reason if not self.hint else f"{self.reason}\nLikely mistake: {self.hint}"
