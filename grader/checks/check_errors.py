"""Every error in the contract raises ValueError, and a near-identical control returns.

These checks test error handling and nothing else: the control must return without
raising, with the right structure (the track's array type, the expected shape, a pair
where the contract returns one); whether its values are right is the numeric checks'
job. Raising on everything earns nothing here (the control must return), and when
grading, each error and its control are tried again on fresh values
(``error_cases(FRESH_SALT)``: the same shapes and the structure that makes the case, all
else drawn anew), so a table of the published inputs earns nothing either.
"""

from __future__ import annotations

from functools import lru_cache

import pytest

from grader.calls.student import raised_failure, stub_raised
from grader.contract import EXERCISE_OF
from grader.errors import CheckFailure, Evidence
from grader.inputs.error_cases import ERROR_CASES, FRESH_SALT, ErrorCase, error_cases
from grader.inputs.recorded import recorded
from grader.judging.compare import expect_structure
from grader.judging.diagnoses import diagnosis
from grader.running.marks import check, tracks

_PARAMS = [
    pytest.param(err, id=f"{err.bad.func}: {err.label}", marks=check(EXERCISE_OF[err.bad.func].key, 1))
    for err in ERROR_CASES
]


@lru_cache(maxsize=1)
def _fresh_cases() -> dict[str, ErrorCase]:
    """The fresh error cases by label, drawn once per process (shared like ``ERROR_CASES``)."""
    return {fresh.label: fresh for fresh in error_cases(FRESH_SALT)}


def _expect_error_handling(student, track, err: ErrorCase, want: object) -> None:  # type: ignore[no-untyped-def]
    func = err.bad.func
    outcome = student.outcome(func, *err.bad.args, **err.bad.kwargs)
    bad = {"label": err.label}
    if outcome.raised is None:
        raise CheckFailure(
            f"{func} returned {outcome.result.describe()} for {err.label}; the contract says it"
            f" raises ValueError there. Input: {err.bad!r}",
            evidence=Evidence("not-raised", func, err.bad.args, dict(err.bad.kwargs), detail=bad),
        )
    written = ""
    if stub_raised(outcome.raised, student.source()):
        control = student.outcome(func, *err.control.args, **err.control.kwargs)
        if control.raised is None or not stub_raised(control.raised, student.source()):
            written = " (NotImplementedError says the function is not written yet, and it is: it works on valid input)"
        else:  # a stub: not implemented on valid input either
            raise raised_failure(student.module, func, outcome.raised, source=student.source())
    if not outcome.raised_subclass_of("ValueError"):
        raise CheckFailure(
            f"{func} raised {outcome.raised.get('type')} ({outcome.raised.get('message')}) for"
            f" {err.label}; expected ValueError (or a subclass){written}. Check the input yourself and"
            " raise ValueError with a message that says what is wrong.",
            kind="error-type", hint=diagnosis("error-not-valueerror"),
            evidence=Evidence("error-type", func, err.bad.args, dict(err.bad.kwargs), raised=outcome.raised, detail=bad),
        )
    try:
        got = student.call(func, *err.control.args, **err.control.kwargs).result
        expect_structure(got, want, func=func, track=track)
    except CheckFailure as failure:
        if failure.evidence is not None and failure.evidence.prop == "raised":
            failure.evidence.prop = "raised-on-valid"  # the control raised: the error is raised too eagerly
        if failure.evidence is not None:
            failure.evidence.detail.update(bad)
        raise failure.reworded(
            f"{func} raised ValueError as it should for {err.label}, but on nearly the same valid"
            f" input it did not return a result of the right kind and shape: {failure.reason}"
            f" Input: {err.control!r}"
        ) from None


@tracks
@pytest.mark.parametrize("err", _PARAMS)
def test_raises_value_error(student, track, err, grading):
    """{err.bad.func} raises ValueError for {err.label}"""
    want = next(w for c, w in recorded()[err.bad.func] if c.label == err.control.label)
    fresh = _fresh_cases()[err.label] if grading else None
    student.plan(err.bad.func, [(c.args, c.kwargs) for e in (err, fresh) if e is not None for c in (e.bad, e.control)])
    _expect_error_handling(student, track, err, want)
    if fresh is not None:
        try:
            _expect_error_handling(student, track, fresh, want)
        except CheckFailure as failure:
            raise failure.reworded(
                f"right on the published inputs, but on fresh values of the same shapes: {failure.reason}"
            ) from None
