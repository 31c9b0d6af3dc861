# track: numpy
# exercise: softmax
# why: stable_softmax keeps the guard of thinc's Ops.softmax_sequences, raising NotImplementedError("Softmax currently only supports 2d") whenever the scores have 3 or more axes, so every valid batched or multi-head call (and attention on them) raises
# kind: public
# diagnosis: fixed-ndim, crash
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    scores = np.asarray(scores)
    if scores.ndim >= 3:
        raise NotImplementedError(f"Softmax currently only supports 2d. Got: {scores.ndim}")
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    maxes = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(maxes).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    new_x = np.exp(scaled - maxes)
    new_x /= new_x.sum(axis=-1, keepdims=True)
    return new_x
