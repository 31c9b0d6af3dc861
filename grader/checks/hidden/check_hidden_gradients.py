"""Hidden: the torch track's gradients agree with the reference's on generated inputs."""

from __future__ import annotations

import pytest

from grader.errors import CheckFailure
from grader.inputs import reference
from grader.inputs.cases import Case
from grader.inputs.hidden import generated
from grader.judging.compare import expect_outputs, reference_answer, with_inputs
from grader.judging.gradients import WRT, compare_grads, cotangents_for, student_grads
from grader.running.marks import differentiable, torch_only


@torch_only
@pytest.mark.parametrize("func", differentiable(2, hidden=True))
def test_gradients_match_reference(student, track, func, solutions):
    """{func}: gradients agree with the reference's on generated float64 inputs"""
    for case in generated(func, "float64", 10):
        wanted = reference_answer(case, "torch", solutions)

        def reference_grads(case: Case = case, wanted: object = wanted) -> tuple:
            cotangents = cotangents_for(list(wanted) if isinstance(wanted, tuple) else [wanted])
            return cotangents, reference.grads(func, case.args, case.kwargs, list(WRT[func]), cotangents, solutions)

        cotangents, want = case.remembered(("grads", str(solutions)), reference_grads)
        grads = student_grads(student, func, case, cotangents)
        got = student.call(func, *case.args, **case.kwargs).result  # the forward must be right too
        try:
            expect_outputs(got, wanted, func=func, track=track, scale=case.scale, weights_scale=case.weights_scale,
                           show_values=False)
        except CheckFailure as failure:  # the inputs' sizes name a ratio; not noted in the ledger twice
            with_inputs(failure.evidence, case)
            raise
        compare_grads(func, grads, want, scale=case.scale, source="the reference's")
