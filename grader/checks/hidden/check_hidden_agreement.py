"""Hidden: agreement with the live reference on generated float64 and float32 inputs."""

from __future__ import annotations

from grader.inputs.hidden import generated
from grader.judging.compare import call_noting_ahead, expect_reference, note_ahead
from grader.running.marks import per_function, tracks


@tracks
@per_function(3, hidden=True)
def test_matches_reference_float64(student, track, func, solutions):
    """{func} agrees with the reference on generated float64 inputs"""
    cases = generated(func, "float64", 25)
    student.plan(func, [(case.args, case.kwargs) for case in cases])
    _agree(student, track, func, solutions, cases)


def _agree(student, track, func, solutions, cases):
    """Each case's answer agrees with the reference's; past the first that does not, what the
    calls sent ahead returned is noted for the diagnosis engine."""
    def compare(returned, later):
        expect_reference(returned, func=func, track=track, case=later, solutions=solutions)

    for case in cases:
        got = call_noting_ahead(student, func, case, cases, compare)
        try:
            expect_reference(got, func=func, track=track, case=case, solutions=solutions)
        except AssertionError:
            note_ahead(student, func, cases, compare)
            raise


@tracks
@per_function(2, hidden=True)
def test_matches_reference_float32(student, track, func, solutions):
    """{func} keeps float32 and agrees with the reference within float32 tolerance"""
    cases = generated(func, "float32", 15)
    student.plan(func, [(case.args, case.kwargs) for case in cases])
    _agree(student, track, func, solutions, cases)
