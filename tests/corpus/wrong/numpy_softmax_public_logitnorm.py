# track: numpy
# exercise: softmax
# why: stable_softmax ports LogitNorm (Wei et al. 2022, "Mitigating Neural Network Overconfidence with Logit Normalization"), which divides each row of logits by its L2 norm (plus 1e-7) before the temperature, x / (||x|| + 1e-7) / t, so every row is a softmax of its scores times 1 / (t * row norm) instead of 1 / t, and a row holding -inf has an infinite norm and comes out NaN
# kind: public
# diagnosis: row-logit-scale, values-nan

import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # LogitNorm: norms = ||x||_2 + 1e-7; logit_norm = x / norms / t
    norms = np.linalg.norm(scores, axis=-1, keepdims=True) + 1e-7
    scaled = (scores / norms / temp).astype(scores.dtype, copy=False)
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
