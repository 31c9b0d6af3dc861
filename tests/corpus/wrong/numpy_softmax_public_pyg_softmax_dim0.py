# track: numpy
# exercise: softmax
# why: ports PyTorch Geometric's utils.softmax(src, index=None, dim=0), which normalises along dim 0 (the edges of a graph) by default; the port keeps dim=0, so the scores are normalised over their first axis (the queries of 2-D scores, the batch of batched ones) instead of over the keys
# kind: public
# diagnosis: softmax-axis
import math

import numpy as np


def stable_softmax(scores, temperature=1.0, dim=0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    src = np.asarray(scores) / temp
    src_max = src.max(axis=dim, keepdims=True)
    if np.isneginf(src_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    out = np.exp(src - src_max)
    out_sum = out.sum(axis=dim, keepdims=True)
    return out / out_sum
