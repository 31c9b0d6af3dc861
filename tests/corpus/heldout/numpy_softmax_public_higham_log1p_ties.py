# track: numpy
# exercise: softmax
# why: ports the log1p softmax of Blanchard, Higham and Higham ("Accurately computing the log-sum-exp and softmax functions", 2021), exp(x - max - log1p(s)) with s the sum over every key but the maximum's, but leaves out the maximum by value (shifted < 0) instead of by its index; a row whose largest score occurs twice or more drops every tie from s, so such rows get too much weight and sum to more than 1
# kind: public
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
    shifted = scaled - row_max
    # s = sum over j != argmax of exp(x_j - max); the maximum itself contributes the 1 of log1p
    rest = np.where(shifted < 0, np.exp(shifted), 0).sum(axis=-1, keepdims=True)
    return np.exp(shifted - np.log1p(rest))
