"""Forbidden library functions cost the whole exercise."""

from __future__ import annotations

import pytest

from grader.contract import EXERCISES
from grader.errors import CheckFailure
from grader.plugin import check, tracks
from grader.record import recorded
from grader.rules import forbidden_for, scan_source

_PARAMS = [pytest.param(e, id=e.key, marks=check(e.key, 0, voids_exercise=True)) for e in EXERCISES]


@tracks
@pytest.mark.parametrize("exercise", _PARAMS)
def test_no_forbidden_functions(student, track, exercise):
    """{exercise.title} uses no forbidden library function (breaking this rule voids the exercise)"""
    path = student.submission.files[track]
    source = path.read_text(errors="replace") if path is not None else ""
    for func in exercise.functions:
        used = scan_source(source, func)
        if not used:
            case = recorded()[func][0][0]
            try:
                outcome = student.outcome(func, *case.args, **case.kwargs)
            except CheckFailure:
                continue  # a call that cannot run proves nothing here; other checks report it
            used = sorted({str(forbidden_for(func, n)) for n in outcome.library_calls if forbidden_for(func, n)})
        if used:
            rule = "any library softmax" if func == "stable_softmax" else "this library shortcut"
            raise CheckFailure(
                f"{func} uses {', '.join(used)}, which this exercise forbids: the point is to"
                f" build it yourself. Using {rule} costs all the points of {exercise.label}"
                f" ({track} track).",
                kind="forbidden",
            )
