"""The torch track stays differentiable: its gradients match finite differences and the reference."""

from __future__ import annotations

import numpy as np
import pytest

from grader import reference
from grader.cases import Case, generated
from grader.compare import expect_outputs, reference_answer, tolerance
from grader.contract import EXERCISE_OF
from grader.errors import CheckFailure
from grader.plugin import check
from grader.record import recorded

torch_only = pytest.mark.parametrize("track", ["torch"])

# Which arguments gradients must reach, per differentiable function.
WRT = {
    "weighted_mixture": (0, 1),
    "scaled_scores": (0, 1),
    "mask_scores": (0,),
    "stable_softmax": (0,),
    "attention": (0, 1, 2),
    "multi_head_self_attention": (0, 1, 2, 3, 4),
}
_ARG_NAMES = {
    "weighted_mixture": ("weights", "values"),
    "scaled_scores": ("q", "k"),
    "mask_scores": ("scores",),
    "stable_softmax": ("scores",),
    "attention": ("q", "k", "v"),
    "multi_head_self_attention": ("x", "w_q", "w_k", "w_v", "w_o"),
}


def _fixed(func: str) -> Case:
    rng = np.random.default_rng(7)
    r = rng.standard_normal
    partial = np.array([[True, False, True, True], [False, True, False, False]])
    return {
        "weighted_mixture": Case(func, (r((2, 3)), r((3, 2)))),
        "scaled_scores": Case(func, (r((2, 3)), r((4, 3)))),
        "mask_scores": Case(func, (r((2, 4)), partial)),
        "stable_softmax": Case(func, (np.where(partial, r((2, 4)), -np.inf),), {"temperature": 0.5}),
        "attention": Case(func, (r((2, 3)), r((4, 3)), r((4, 2))), {"allowed": partial}),
        "multi_head_self_attention": Case(
            func, (r((3, 4)), *(r((4, 4)) / 2 for _ in range(4)), 2), {"allowed": np.tril(np.ones((3, 3), bool))}
        ),
    }[func]


def _params(points: float, hidden: bool = False) -> list:
    return [pytest.param(f, id=f, marks=check(EXERCISE_OF[f].key, points, hidden=hidden)) for f in WRT]


def _outputs(returned) -> list[np.ndarray]:  # type: ignore[no-untyped-def]
    items = returned.items if returned.kind in ("tuple", "list") else [returned]
    if any(i.kind != "tensor" for i in items):
        raise CheckFailure(f"expected tensors; got {returned.describe()}", kind="type")
    return [i.array for i in items]


def _student_grads(student, func: str, case: Case, cotangents: list[np.ndarray]) -> list[np.ndarray]:  # type: ignore[no-untyped-def]
    wrt = WRT[func]
    outcome = student.call(func, *case.args, grad={"wrt": list(wrt), "cotangents": cotangents}, **case.kwargs)
    if outcome.grad_error:
        raise CheckFailure(f"{func}: {outcome.grad_error}. Build the result from torch operations"
                           " on the inputs (no .detach(), .numpy() or torch.tensor(...) on the way).")
    grads = []
    for name, g in zip(_ARG_NAMES[func], outcome.grads or []):
        if g is None or g.array is None:
            raise CheckFailure(f"{func}: no gradient reaches {name}; it must take part in the result.")
        if not np.isfinite(g.array).all():
            raise CheckFailure(f"{func}: the gradient with respect to {name} has NaN or inf entries"
                               " (partially masked rows must still give finite gradients).")
        grads.append(g.array)
    return grads


def _cotangents(outputs: list[np.ndarray]) -> list[np.ndarray]:
    rng = np.random.default_rng(11)
    return [np.where(np.isfinite(o), rng.standard_normal(o.shape), 0.0) for o in outputs]


def _compare(func: str, grads: list[np.ndarray], want: list[np.ndarray], scale: float, source: str) -> None:
    rtol, atol = tolerance("float64", scale)
    rtol, atol = max(rtol, 1e-6), max(atol, 1e-6 * scale)
    for name, got, expected in zip(_ARG_NAMES[func], grads, want):
        if got.shape != expected.shape:
            raise CheckFailure(f"{func}: the gradient for {name} has shape {got.shape}; expected {expected.shape}")
        err = np.abs(got - expected)
        if (err > atol + rtol * np.abs(expected)).any():
            index = tuple(int(i) for i in np.unravel_index(int(np.argmax(err)), err.shape))
            raise CheckFailure(
                f"{func}: the gradient with respect to {name} differs from {source}; largest error"
                f" {err[index]:.3g} at index {index}. The forward pass is probably using a"
                " non-differentiable step or an in-place update."
            )


@torch_only
@pytest.mark.parametrize("func", _params(2))
def test_gradients_match_finite_differences(student, track, func, confirm):
    """{func}: autograd gradients match finite differences of its own outputs (float64)"""
    for recorded_case, want in recorded()[func][:3]:  # gradients of a wrong forward earn nothing
        got = student.call(func, *recorded_case.args, **recorded_case.kwargs).result
        expect_outputs(got, want, func=func, track=track, scale=recorded_case.scale, weights_scale=recorded_case.weights_scale)
    confirm(func)
    case = _fixed(func)
    outputs = _outputs(student.call(func, *case.args, **case.kwargs).result)
    cotangents = _cotangents(outputs)
    grads = _student_grads(student, func, case, cotangents)

    def projected(args: tuple) -> float:
        outs = _outputs(student.call(func, *args, **case.kwargs).result)
        if [o.shape for o in outs] != [c.shape for c in cotangents]:
            raise CheckFailure(f"{func} returned different shapes for nearly the same input.")
        with np.errstate(all="ignore"):
            return float(sum(np.where(c != 0, o * c, 0.0).sum() for o, c in zip(outs, cotangents)))

    h = 1e-6
    numeric = []
    for position in WRT[func]:
        base = case.args[position]
        estimate = np.zeros(base.shape)
        for index in np.ndindex(base.shape):
            if not np.isfinite(base[index]):
                continue
            args = list(case.args)
            for sign in (1, -1):
                shifted = base.copy()
                shifted[index] += sign * h
                args[position] = shifted
                estimate[index] += sign * projected(tuple(args)) / (2 * h)
        numeric.append(estimate)
    _compare(func, grads, numeric, scale=100.0, source="finite differences of your own outputs")


@torch_only
@pytest.mark.parametrize("func", _params(2, hidden=True))
def test_gradients_match_reference(student, track, func, solutions):
    """{func}: gradients agree with the reference's on generated float64 inputs"""
    for case in generated(func, "float64", 10):
        wanted = reference_answer(case, "torch", solutions)

        def reference_grads(case: Case = case, wanted: object = wanted) -> tuple:
            cotangents = _cotangents(list(wanted) if isinstance(wanted, tuple) else [wanted])
            return cotangents, reference.grads(func, case.args, case.kwargs, list(WRT[func]), cotangents, solutions)

        cotangents, want = case.remembered(("grads", str(solutions)), reference_grads)
        grads = _student_grads(student, func, case, cotangents)
        got = student.call(func, *case.args, **case.kwargs).result  # the forward must be right too
        expect_outputs(got, wanted, func=func, track=track, scale=case.scale, weights_scale=case.weights_scale,
                       show_values=False)
        _compare(func, grads, want, scale=case.scale, source="the reference's")
