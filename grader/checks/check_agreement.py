"""Agreement with the reference's outputs recorded on the public cases."""

from __future__ import annotations

from grader.inputs.recorded import recorded
from grader.judging.compare import call_noting_ahead, expect_outputs, note_ahead
from grader.judging.diagnoses import hints
from grader.running.marks import per_function, tracks


@tracks
@per_function(3)
def test_matches_recorded(student, track, func, confirm):
    """{func} gives the reference's outputs on the recorded public cases"""
    published = sorted(recorded()[func], key=lambda pair: pair[0].size)
    student.plan(func, [(case.args, case.kwargs) for case, _ in published])
    cases, compare = [case for case, _ in published], _comparison(func, track, published)
    for case, expected in published:
        got = call_noting_ahead(student, func, case, cases, compare)
        try:
            expect_outputs(got, expected, func=func, track=track, scale=case.scale, weights_scale=case.weights_scale,
                           hints=hints(func, case.args, case.kwargs), case=case)
        except AssertionError as failure:
            failure.add_note(f"Input: {case!r}")
            note_ahead(student, func, cases, compare)
            raise
    confirm(*(case for case, _ in recorded()[func]))


def _comparison(func, track, published):
    """Compare an answer with the recorded one, as the check does."""
    expected_of = {id(case): expected for case, expected in published}

    def compare(got, case):
        expect_outputs(got, expected_of[id(case)], func=func, track=track, scale=case.scale,
                       weights_scale=case.weights_scale, hints=hints(func, case.args, case.kwargs), case=case)
    return compare
