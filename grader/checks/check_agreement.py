"""Agreement with the reference's outputs recorded on the public cases."""

from __future__ import annotations

from grader.inputs.recorded import recorded
from grader.judging.compare import expect_outputs
from grader.judging.diagnoses import hints
from grader.running.marks import per_function, tracks


@tracks
@per_function(3)
def test_matches_recorded(student, track, func, confirm):
    """{func} gives the reference's outputs on the recorded public cases"""
    published = sorted(recorded()[func], key=lambda pair: pair[0].size)
    student.plan(func, [(case.args, case.kwargs) for case, _ in published])
    for case, expected in published:
        got = student.call(func, *case.args, **case.kwargs).result
        try:
            expect_outputs(got, expected, func=func, track=track, scale=case.scale, weights_scale=case.weights_scale,
                           hints=hints(func, case.args, case.kwargs), case=case)
        except AssertionError as failure:
            failure.add_note(f"Input: {case!r}")
            raise
    confirm(*(case for case, _ in recorded()[func]))
