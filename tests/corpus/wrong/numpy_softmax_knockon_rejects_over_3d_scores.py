# track: numpy
# exercise: softmax
# why: stable_softmax rejects scores with more than 3 axes ("scores are (T, S) or (B, T, S)") with a ValueError, so valid 4-D scores raise there and multi_head_self_attention, whose per-head scores are (B, H, T, T), raises through attention
# kind: knockon
# diagnosis: error-on-valid, bad-inner-call
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    scores = np.asarray(scores)
    if scores.ndim > 3:
        raise ValueError(f"scores must be (T, S) or (B, T, S); got shape {scores.shape}")
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
