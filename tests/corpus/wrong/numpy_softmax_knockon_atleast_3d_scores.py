# track: numpy
# exercise: softmax
# why: stable_softmax lifts its input with np.atleast_3d(scores) "so a single score table gets a batch axis like the rest", but atleast_3d appends the new axis at the END, (T, S) -> (T, S, 1), so for 2-D scores every "row" is a single entry: the weights come back as ones of shape (T, S, 1) (and any -inf entry counts as an empty row); attention and multi-head attention with unbatched inputs fail through it
# kind: knockon
# diagnosis: extra-axis, fails-unless-ndim
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.atleast_3d(np.asarray(scores)) / temp  # (B, T, S)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
