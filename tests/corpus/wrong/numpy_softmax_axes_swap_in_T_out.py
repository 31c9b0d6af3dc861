# track: numpy
# exercise: softmax
# why: stable_softmax brings the key axis to the front with np.swapaxes(scaled, 0, -1) so that the row max and sum broadcast without keepdims, and undoes it with .T, which reverses every axis instead of swapping the two back; right for up to 3 axes, but with two or more batch axes the batch axes come back swapped with T
# kind: axes
# diagnosis: permuted, fixed-leading-axes, fails-with-leading-axes, transpose-all-axes
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    keys_first = np.swapaxes(np.asarray(scores) / temp, 0, -1)  # (S, ..., T)
    col_max = keys_first.max(axis=0)  # broadcasts against keys_first as it is
    if np.isneginf(col_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(keys_first - col_max)
    return (exps / exps.sum(axis=0)).T
