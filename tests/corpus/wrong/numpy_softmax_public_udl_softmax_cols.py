# track: numpy
# exercise: softmax
# why: stable_softmax adapts softmax_cols of Prince's Understanding Deep Learning notebook (exp, then divide by np.sum(..., axis=0)), keeping its column-wise sum over axis 0 and its missing max shift, so weights are normalised over the first axis and large scores overflow
# kind: public
# diagnosis: softmax-axis, softmax-unstable, reduced-other-axis
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    data_in = np.asarray(scores) / temp
    if np.isneginf(data_in.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    exp_values = np.exp(data_in)
    denom = np.sum(exp_values, axis=0)
    return exp_values / denom
