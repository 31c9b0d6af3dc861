"""Exceptions: one root for the grader's own errors, one for a submission's failures."""

from __future__ import annotations

from typing import Any


class GraderError(Exception):
    """The grader itself cannot work: bad arguments, a missing reference, an unwritable folder."""


class SubmissionError(GraderError, ValueError):
    """A submission folder cannot be graded at all (for example, it does not exist)."""


class CheckFailure(AssertionError):
    """A check failed because of the submission. ``reason`` is what the student reads.

    ``kind`` names the family of failure (``wrong``, ``raised``, ``not-implemented``,
    ``timeout``, ``crash``, ``missing``, ``import``, ``signature``, ``forbidden``, ``type``) so that
    reports can group and explain them. ``arrays`` (``{"yours": ..., "expected": ...}``, numpy
    arrays) is set by public value checks only, for reports that draw them; hidden checks
    never carry it.
    """

    def __init__(self, reason: str, *, kind: str = "wrong", hint: str | None = None,
                 arrays: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.kind = kind
        self.hint = hint
        self.arrays = arrays

    def reworded(self, reason: str) -> CheckFailure:
        """The same failure (kind, hint, arrays) with ``reason`` in place of its reason."""
        return CheckFailure(reason, kind=self.kind, hint=self.hint, arrays=self.arrays)

    def __str__(self) -> str:
        return self.reason if not self.hint else f"{self.reason}\nLikely mistake: {self.hint}"
