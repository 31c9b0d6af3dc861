"""The contract's error cases: each bad input beside a control on nearly the same valid
input, which must succeed. ``error_cases(0)`` gives the published ones (recorded with the
public cases); grading draws fresh values of the same cases (``error_cases(FRESH_SALT)``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from grader.inputs.cases import Case


@dataclass
class ErrorCase:
    label: str
    bad: Case
    control: Case


def error_cases(salt: int = 0) -> list[ErrorCase]:
    """Every error of the contract, each beside a control on nearly the same valid input.
    ``salt`` 0 gives the published cases. Another salt gives fresh cases for grading:
    the same labels and shapes, and the structure that makes each the case it is (the
    row of ``-inf``, the row with no visible key, the bad temperature or head count),
    with everything else drawn anew: values, the other rows' visibility, the control's
    temperature. A table of the published inputs then answers none of them."""
    e: list[ErrorCase] = []
    fresh = np.random.default_rng([salt, 4242]) if salt else None

    def _arr(shape: tuple[int, ...], seed: int = 0) -> np.ndarray:
        rng = np.random.default_rng(seed if not salt else [seed, salt])
        return rng.standard_normal(shape)

    def _seen(published: np.ndarray) -> np.ndarray:
        """The published mask, or fresh visibility of its shape and dtype (a key visible in every row)."""
        if fresh is None:
            return published
        drawn = fresh.random(published.shape) < 0.6
        one = fresh.integers(published.shape[-1], size=(*published.shape[:-1], 1))
        np.put_along_axis(drawn, one, True, axis=-1)
        return drawn.astype(published.dtype)

    def _number(published: float, lo: float, hi: float) -> float:
        return published if fresh is None else float(fresh.uniform(lo, hi))

    def add(label: str, func: str, bad: tuple, control: tuple, bad_kw: dict | None = None,
            control_kw: dict | None = None, scale: float = 10.0) -> None:
        e.append(ErrorCase(label, Case(func, bad, bad_kw or {}, label), Case(func, control, control_kw or {}, f"control for: {label}", scale)))

    def hide_row(mask: np.ndarray, row: tuple[int, ...]) -> np.ndarray:
        out = mask.copy()
        out[row] = False
        return out

    w, v = _arr((2, 3), 1), _arr((3, 4), 2)
    add("weights with 1 axis", "weighted_mixture", (w[0], v), (w[:1], v))
    add("values with 1 axis", "weighted_mixture", (w, v[:, 0]), (w, v[:, :1]))
    add("S axes differ", "weighted_mixture", (w, _arr((4, 4), 3)), (w, _arr((3, 4), 3)))
    add("S axes differ, batched", "weighted_mixture", (_arr((2, 2, 3)), _arr((2, 2, 4))), (_arr((2, 2, 3)), _arr((2, 3, 4))))
    q = _arr((2, 3), 4)
    add("d_k differs", "scaled_scores", (q, _arr((3, 2), 5)), (q, _arr((3, 3), 5)))
    add("d_k differs, square", "scaled_scores", (_arr((3, 2)), _arr((2, 3))), (_arr((3, 2)), _arr((2, 2))))
    s = _arr((2, 3), 6)
    ok = _seen(np.array([[True, False, True], [False, True, False]]))
    add("mask does not broadcast", "mask_scores", (s, _seen(np.ones((2, 4), bool))), (s, _seen(np.ones((1, 3), bool))))
    add("mask broadcasts only by growing scores", "mask_scores", (s, _seen(np.ones((2, 2, 3), bool))), (s, _seen(np.ones((3,), bool))))
    add("a row with no visible key", "mask_scores", (s, hide_row(ok, (1,))), (s, ok))
    add("a row with no visible key, 0/1 mask", "mask_scores", (s, hide_row(ok, (1,)).astype(np.int64)), (s, ok.astype(np.int64)))
    batch = _seen(np.ones((2, 2, 3), bool))
    add("a batch row with no visible key", "mask_scores", (_arr((2, 2, 3)), hide_row(batch, (1, 0))), (_arr((2, 2, 3)), batch))
    x = np.abs(_arr((2, 3), 7)) + 0.5  # positive rows: x / 0 must not turn a row into -inf
    for t in (0.0, -1.0, float("inf"), float("nan")):
        add(f"temperature {t}", "stable_softmax", (x,), (x,), {"temperature": t}, {"temperature": _number(0.25, 0.1, 2.0)})
    first = np.array([0.5, 1.0]) if fresh is None else _arr((2,), 17)
    neg = np.array([[first[0], -np.inf, first[1]], [-np.inf, -np.inf, -np.inf]])
    last = 0.0 if fresh is None else float(_arr((1,), 18)[0])
    add("a row entirely -inf", "stable_softmax", (neg,), (np.where(np.arange(3) == 2, last, neg),))
    add("a batch row entirely -inf", "stable_softmax", (np.stack([x, neg]),), (np.stack([x, x]),))
    q, k, v = _arr((2, 3), 8), _arr((4, 3), 9), _arr((4, 2), 10)
    add("attention: d_k differs", "attention", (q, _arr((4, 2), 9), v), (q, k, v))
    add("attention: S of k and v differ", "attention", (q, k, _arr((5, 2), 10)), (q, k, v))
    add("attention: S differs, batched", "attention", (_arr((2, 2, 3)), _arr((2, 4, 3)), _arr((2, 3, 2))), (_arr((2, 2, 3)), _arr((2, 4, 3)), _arr((2, 4, 2))))
    full = _seen(np.ones((2, 4), bool))
    add("attention: a row with no visible key", "attention", (q, k, v), (q, k, v), {"allowed": hide_row(full, (1,))}, {"allowed": full})
    xs = _arr((2, 3, 6), 11)
    add("n_heads = 0", "split_heads", (xs, 0), (xs, 1))
    add("n_heads does not divide the width", "split_heads", (xs, 4), (xs, 3))
    add("n_heads negative", "split_heads", (xs, -2), (xs, 2))
    add("merge_heads of 2 axes", "merge_heads", (_arr((3, 4)),), (_arr((1, 3, 4)),))
    xm = _arr((3, 4), 12)
    ws = (_arr((4, 4), 13) / 2, _arr((4, 4), 14) / 2, _arr((4, 4), 15) / 2, _arr((4, 4), 16) / 2)
    add("MHSA: n_heads does not divide", "multi_head_self_attention", (xm, *ws, 3), (xm, *ws, 2))
    causal = _seen(np.tril(np.ones((3, 3), bool)))
    add("MHSA: a row with no visible key", "multi_head_self_attention", (xm, *ws, 2), (xm, *ws, 2),
        {"allowed": hide_row(causal, (2,))}, {"allowed": causal})
    return e


ERROR_CASES = error_cases()
FRESH_SALT = 7001
"""Seeds grading's fresh values of the same error cases (``error_cases(FRESH_SALT)``; the labels line up)."""
