# track: numpy
# exercise: softmax
# why: after checking for empty rows, stable_softmax floors the hidden scores with np.copyto(scores, -1e30, where=np.isneginf(scores)) "so that -inf never meets -inf in the shift"; copyto writes INTO its first argument, and np.asarray hands back the caller's own array, so every -inf in the caller's scores becomes -1e30 (the weights themselves are right)
# kind: rules
# diagnosis: input-changed
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
    np.copyto(scores, -1e30, where=np.isneginf(scores))
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
