"""Gradient checks' shared parts: which arguments gradients reach, and how they are compared.

The torch track must stay differentiable. Public checks compare a student's autograd
gradients with finite differences of their own outputs; hidden checks compare them with
the reference's gradients.
"""

from __future__ import annotations

import numpy as np

from grader.contract import DIFFERENTIABLE
from grader.errors import CheckFailure, Evidence
from grader.inputs.cases import Case
from grader.judging.compare import tolerance

# Which arguments gradients must reach, per differentiable function.
WRT = {
    "weighted_mixture": (0, 1),
    "scaled_scores": (0, 1),
    "mask_scores": (0,),
    "stable_softmax": (0,),
    "attention": (0, 1, 2),
    "multi_head_self_attention": (0, 1, 2, 3, 4),
}
assert tuple(WRT) == DIFFERENTIABLE, "grader.contract.DIFFERENTIABLE lists the same functions"
ARG_NAMES = {
    "weighted_mixture": ("weights", "values"),
    "scaled_scores": ("q", "k"),
    "mask_scores": ("scores",),
    "stable_softmax": ("scores",),
    "attention": ("q", "k", "v"),
    "multi_head_self_attention": ("x", "w_q", "w_k", "w_v", "w_o"),
}


def fixed_case(func: str) -> Case:
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


def outputs_of(returned) -> list[np.ndarray]:  # type: ignore[no-untyped-def]
    items = returned.items if returned.kind in ("tuple", "list") else [returned]
    if any(i.kind != "tensor" for i in items):
        raise CheckFailure(f"expected tensors; got {returned.describe()}", kind="type",
                           evidence=Evidence("type", detail={"got": returned.kind, "expected": "tensor"}))
    return [i.array for i in items]


def student_grads(student, func: str, case: Case, cotangents: list[np.ndarray]) -> list[np.ndarray]:  # type: ignore[no-untyped-def]
    wrt = WRT[func]
    outcome = student.call(func, *case.args, grad={"wrt": list(wrt), "cotangents": cotangents}, **case.kwargs)
    if outcome.grad_error:
        raise CheckFailure(f"{func}: {outcome.grad_error}. Build the result from torch operations"
                           " on the inputs (no .detach(), .numpy() or torch.tensor(...) on the way).",
                           evidence=Evidence("gradient", func, case.args, dict(case.kwargs), detail={"error": outcome.grad_error}))
    grads = []
    for name, g in zip(ARG_NAMES[func], outcome.grads or []):
        if g is None or g.array is None:
            raise CheckFailure(f"{func}: no gradient reaches {name}; it must take part in the result.",
                               evidence=Evidence("gradient", func, case.args, dict(case.kwargs), detail={"argument": name, "none": True}))
        if not np.isfinite(g.array).all():
            raise CheckFailure(f"{func}: the gradient with respect to {name} has NaN or inf entries"
                               " (partially masked rows must still give finite gradients).",
                               evidence=Evidence("gradient", func, case.args, dict(case.kwargs), detail={"argument": name, "nan": True}))
        grads.append(g.array)
    return grads


def cotangents_for(outputs: list[np.ndarray]) -> list[np.ndarray]:
    rng = np.random.default_rng(11)
    return [np.where(np.isfinite(o), rng.standard_normal(o.shape), 0.0) for o in outputs]


def compare_grads(func: str, grads: list[np.ndarray], want: list[np.ndarray], scale: float, source: str) -> None:
    rtol, atol = tolerance("float64", scale)
    rtol, atol = max(rtol, 1e-6), max(atol, 1e-6 * scale)
    for name, got, expected in zip(ARG_NAMES[func], grads, want):
        if got.shape != expected.shape:
            raise CheckFailure(f"{func}: the gradient for {name} has shape {got.shape}; expected {expected.shape}")
        err = np.abs(got - expected)
        if (err > atol + rtol * np.abs(expected)).any():
            index = tuple(int(i) for i in np.unravel_index(int(np.argmax(err)), err.shape))
            raise CheckFailure(
                f"{func}: the gradient with respect to {name} differs from {source}; largest error"
                f" {err[index]:.3g} at index {index}. The forward pass is probably using a"
                " non-differentiable step or an in-place update.",
                evidence=Evidence("gradient", func, detail={"argument": name, "differs": True}),
            )
