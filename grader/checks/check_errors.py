"""Every error in the contract raises ValueError, and a near-identical control succeeds.

Raising on everything earns nothing here: the control must return the recorded output.
"""

from __future__ import annotations

import pytest

from grader.calls.student import raised_failure
from grader.contract import EXERCISE_OF
from grader.errors import CheckFailure
from grader.inputs.cases import ERROR_CASES
from grader.inputs.recorded import recorded
from grader.judging.compare import expect_outputs
from grader.judging.diagnoses import hints
from grader.running.marks import check, tracks

_PARAMS = [
    pytest.param(err, id=f"{err.bad.func}: {err.label}", marks=check(EXERCISE_OF[err.bad.func].key, 1))
    for err in ERROR_CASES
]


@tracks
@pytest.mark.parametrize("err", _PARAMS)
def test_raises_value_error(student, track, err, confirm):
    """{err.bad.func} raises ValueError for {err.label}"""
    func = err.bad.func
    outcome = student.outcome(func, *err.bad.args, **err.bad.kwargs)
    if outcome.raised is None:
        raise CheckFailure(
            f"{func} returned {outcome.result.describe()} for {err.label}; the contract says it"
            f" raises ValueError there. Input: {err.bad!r}"
        )
    if outcome.raised.get("type") == "NotImplementedError":
        raise raised_failure(student.module, func, outcome.raised)
    if not outcome.raised_subclass_of("ValueError"):
        raise CheckFailure(
            f"{func} raised {outcome.raised.get('type')} ({outcome.raised.get('message')}) for"
            f" {err.label}; expected ValueError (or a subclass). Check the input yourself and"
            " raise ValueError with a message that says what is wrong."
        )
    control = next(c for c, want in recorded()[func] if c.label == err.control.label)
    want = next(w for c, w in recorded()[func] if c.label == err.control.label)
    try:
        got = student.call(func, *control.args, **control.kwargs).result
        expect_outputs(got, want, func=func, track=track, scale=control.scale, weights_scale=control.weights_scale,
                       hints=hints(func, control.args, control.kwargs))
    except CheckFailure as failure:
        raise CheckFailure(
            f"{func} raised ValueError as it should for {err.label}, but the control call on"
            f" nearly the same valid input failed: {failure.reason} Input: {control!r}",
            kind=failure.kind,
            hint=failure.hint,
        ) from None
    confirm(func)
