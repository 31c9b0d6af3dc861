"""The torch track stays differentiable: autograd gradients match finite differences."""

from __future__ import annotations

import numpy as np
import pytest

from grader.errors import CheckFailure
from grader.inputs.recorded import recorded
from grader.judging.compare import expect_outputs
from grader.judging.gradients import (
    WRT,
    compare_grads,
    cotangents_for,
    fixed_case,
    outputs_of,
    student_grads,
)
from grader.running.marks import differentiable, torch_only


@torch_only
@pytest.mark.parametrize("func", differentiable(2))
def test_gradients_match_finite_differences(student, track, func, confirm):
    """{func}: autograd gradients match finite differences of its own outputs (float64)"""
    published = recorded()[func][:3]
    student.plan(func, [(c.args, c.kwargs) for c, _ in published])
    for recorded_case, want in published:  # gradients of a wrong forward earn nothing
        got = student.call(func, *recorded_case.args, **recorded_case.kwargs).result
        expect_outputs(got, want, func=func, track=track, scale=recorded_case.scale,
                       weights_scale=recorded_case.weights_scale, case=recorded_case)
    confirm(*(c for c, _ in recorded()[func][:3]))
    case = fixed_case(func)
    outputs = outputs_of(student.call(func, *case.args, **case.kwargs).result)
    cotangents = cotangents_for(outputs)
    grads = student_grads(student, func, case, cotangents)

    def projected(args: tuple) -> float:
        outs = outputs_of(student.call(func, *args, **case.kwargs).result)
        if [o.shape for o in outs] != [c.shape for c in cotangents]:
            raise CheckFailure(f"{func} returned different shapes for nearly the same input.")
        with np.errstate(all="ignore"):
            return float(sum(np.where(c != 0, o * c, 0.0).sum() for o, c in zip(outs, cotangents)))

    h = 1e-6
    shifts = []  # every input nudged one entry up and down, in the order the estimates add them
    for position in WRT[func]:
        base = case.args[position]
        for index in np.ndindex(base.shape):
            if not np.isfinite(base[index]):
                continue
            for sign in (1, -1):
                shifted = base.copy()
                shifted[index] += sign * h
                args = list(case.args)
                args[position] = shifted
                shifts.append((position, index, sign, tuple(args)))
    student.plan(func, [(args, case.kwargs) for *_, args in shifts])
    estimates = {position: np.zeros(case.args[position].shape) for position in WRT[func]}
    for position, index, sign, args in shifts:
        estimates[position][index] += sign * projected(args) / (2 * h)
    numeric = [estimates[position] for position in WRT[func]]
    compare_grads(func, grads, numeric, scale=100.0, source="finite differences of your own outputs")
