"""Forbidden library functions cost the whole exercise.

This file's name sorts last, so its checks run after all the others and can judge every
library call the worker saw during the run.
"""

from __future__ import annotations

import pytest

from grader.contract import EXERCISES
from grader.errors import CheckFailure, Evidence
from grader.inputs.recorded import recorded
from grader.judging.rules import forbidden_for, scan_module_level, scan_source
from grader.running.marks import check, tracks

_PARAMS = [pytest.param(e, id=e.key, marks=check(e.key, 0, voids_exercise=True)) for e in EXERCISES]


@tracks
@pytest.mark.parametrize("exercise", _PARAMS)
def test_no_forbidden_functions(student, track, exercise):
    """{exercise.title} uses no forbidden library function (breaking this rule voids the exercise)"""
    source = student.source()
    tampering = scan_module_level(source)
    for func in exercise.functions:
        used = tampering or scan_source(source, func)
        if not used:
            for case, _ in recorded()[func][:3]:
                try:
                    student.outcome(func, *case.args, **case.kwargs)
                except CheckFailure:
                    break  # a call that cannot run proves nothing here; other checks report it
            # every call of this run counts: this file runs after the other checks
            seen = student.library_calls.get(func, set())
            used = sorted({str(forbidden_for(func, n)) for n in seen if forbidden_for(func, n)})
        if used:
            rule = "any library softmax" if func == "stable_softmax" else "this library shortcut"
            raise CheckFailure(
                f"{func} uses {', '.join(used)}, which this exercise forbids: the point is to"
                f" build it yourself. Using {rule} costs all the points of {exercise.label}"
                f" ({track} track).",
                kind="forbidden", evidence=Evidence("forbidden", func, detail={"names": used}),
            )
