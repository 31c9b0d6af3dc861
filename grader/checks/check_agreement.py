"""Agreement with the reference: recorded public cases, and generated hidden ones."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from grader.cases import strategy
from grader.compare import expect_outputs, expect_reference
from grader.mistakes import hints
from grader.plugin import per_function, tracks
from grader.record import recorded


@tracks
@per_function(3)
def test_matches_recorded(student, track, func, confirm):
    """{func} gives the reference's outputs on the recorded public cases"""
    for case, expected in sorted(recorded()[func], key=lambda pair: pair[0].size):
        got = student.call(func, *case.args, **case.kwargs).result
        try:
            expect_outputs(got, expected, func=func, track=track, scale=case.scale, weights_scale=case.weights_scale,
                           hints=hints(func, case.args, case.kwargs))
        except AssertionError as failure:
            failure.add_note(f"Input: {case!r}")
            raise
    confirm(func)


@tracks
@per_function(3, hidden=True)
@given(data=st.data())
def test_matches_reference_float64(student, track, func, solutions, data):
    """{func} agrees with the reference on generated float64 inputs"""
    case = data.draw(strategy(func, "float64"), label="case")
    got = student.call(func, *case.args, **case.kwargs).result
    expect_reference(got, func=func, track=track, case=case, solutions=solutions)


@tracks
@per_function(2, hidden=True)
@settings(max_examples=15)
@given(data=st.data())
def test_matches_reference_float32(student, track, func, solutions, data):
    """{func} keeps float32 and agrees with the reference within float32 tolerance"""
    case = data.draw(strategy(func, "float32"), label="case")
    got = student.call(func, *case.args, **case.kwargs).result
    expect_reference(got, func=func, track=track, case=case, solutions=solutions)
