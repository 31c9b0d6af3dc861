# track: numpy
# exercise: softmax
# kind: knockon
# why: the module imports from numpy import exp for stable_softmax, and further down a helper section for the worked example starts with from math import *, which rebinds exp (and sqrt, inf, e) in the module to math's scalar functions; stable_softmax then calls math.exp on an array and raises TypeError on every input with more than one score, and attention and multi-head attention, which call it, fail with it
# diagnosis: crash, bad-inner-call

from numpy import exp


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    """Exercise 4: numerically stable softmax over the last axis of ``scores / temperature``.

    No library softmax or log-softmax may be used here. Scores as large as ``1e4`` in
    float32 or float64 must not overflow, give NaN or warn; ``-inf`` entries get weight
    exactly 0.

    Args:
        scores: ``(..., T, S)``; may contain ``-inf``.
        temperature: a positive finite number.

    Returns:
        Weights ``(..., T, S)`` in the dtype of ``scores``; each row sums to 1.

    Raises:
        ValueError: when ``temperature`` is not a positive finite number, or when a row
            is entirely ``-inf``.
    """
    ### BEGIN SOLUTION
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)


from math import *


def lesson_weight(score, scores):
    """One weight of the worked example, by hand."""
    return exp(score) / sum(exp(s) for s in scores)
