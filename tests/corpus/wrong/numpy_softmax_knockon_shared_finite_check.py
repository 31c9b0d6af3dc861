# track: numpy
# exercise: softmax
# why: stable_softmax reuses the student's helper _require_finite(x, name), written for scaled_scores' inputs ("q and k must hold no NaN or inf") and right there, on its scores; masked scores hold -inf by design, so every valid call with a hidden key raises ValueError in stable_softmax, and attention with a mask fails through it
# kind: knockon
# diagnosis: error-on-valid
import math

import numpy as np


def _require_finite(x, name):
    if not np.isfinite(x).all():
        raise ValueError(f"{name} must hold finite numbers only (no NaN or inf)")


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    _require_finite(q, "q")
    _require_finite(k, "k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    _require_finite(scores, "scores")
    scaled = scores / temp
    exps = np.exp(scaled - scaled.max(axis=-1, keepdims=True))
    return exps / exps.sum(axis=-1, keepdims=True)
