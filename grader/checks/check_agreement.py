"""Agreement with the reference: recorded public cases, and generated hidden ones."""

from __future__ import annotations

from grader.cases import generated
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
def test_matches_reference_float64(student, track, func, solutions):
    """{func} agrees with the reference on generated float64 inputs"""
    for case in generated(func, "float64", 25):
        got = student.call(func, *case.args, **case.kwargs).result
        expect_reference(got, func=func, track=track, case=case, solutions=solutions)


@tracks
@per_function(2, hidden=True)
def test_matches_reference_float32(student, track, func, solutions):
    """{func} keeps float32 and agrees with the reference within float32 tolerance"""
    for case in generated(func, "float32", 15):
        got = student.call(func, *case.args, **case.kwargs).result
        expect_reference(got, func=func, track=track, case=case, solutions=solutions)
