# track: numpy
# exercise: softmax
# why: after its checks stable_softmax replaces the -inf scores by the dtype's most negative number with np.clip(scores, finfo.min, None, out=scores) "so exp never meets -inf"; np.asarray handed back the caller's own array, so the caller's masked scores lose their -inf in place (the weights are right)
# kind: rules
# diagnosis: input-changed
# miss: the clip of the caller's -inf to finfo.min warns first (numeric-warning, evidence only); the in-place change is a fact of its own check, behind it
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
    if np.issubdtype(scores.dtype, np.floating):
        np.clip(scores, np.finfo(scores.dtype).min, None, out=scores)
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
