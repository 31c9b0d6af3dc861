# track: numpy
# exercise: softmax
# why: stable_softmax adds each row's exponentials by hand with Kahan (compensated) summation "for an accurate total", but updates the running total before computing the compensation, comp = (t - total) - y after total = t, so comp is -y and every later term re-adds all the earlier ones: each row is divided by a weighted sum that counts early keys several times
# kind: relation
# diagnosis: row-scale, row-sum
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
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
    exps = np.exp(scaled - row_max)
    # Kahan summation over the keys, so that many small weights are not lost
    total = np.zeros(exps.shape[:-1], dtype=exps.dtype)
    comp = np.zeros_like(total)
    for s in range(exps.shape[-1]):
        y = exps[..., s] - comp
        t = total + y
        total = t
        comp = (t - total) - y
    return exps / total[..., None]
