# track: numpy
# exercise: softmax
# why: stable_softmax keeps the bias of the ALiBi reference code (ofirpress/attention_with_linear_biases), which adds slope * key index to every row "because softmax is shift-invariant, slope * j equals -slope * (i - j) up to a per-row constant", with the first slope of 8 heads, 0.5; the kit's softmax has no position bias, so every weight of a row with two or more visible keys leans towards the later keys
# kind: public
# diagnosis: shift-per-key
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
    # ALiBi: m * key position; the -m * query position part is constant per row and cancels
    slope = 2.0 ** (-8 / 8)
    positions = np.arange(scaled.shape[-1], dtype=scaled.dtype)
    scaled = scaled + slope * positions
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
