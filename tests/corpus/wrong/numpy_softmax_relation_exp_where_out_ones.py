# track: numpy
# exercise: softmax
# why: stable_softmax skips the hidden keys in the exponential with np.exp(shifted, where=np.isfinite(shifted), out=np.ones_like(shifted)), making the out buffer with ones_like where zeros_like was meant; where= leaves the skipped entries as the buffer holds them, so every -inf key gets exp = 1 instead of 0 and keeps a weight as large as the row's best key's
# kind: relation
# diagnosis: only-at-special, hidden-exp-one
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
    # exp only where the score is finite: no exp(-inf) evaluated at all
    exps = np.exp(shifted, where=np.isfinite(shifted), out=np.ones_like(shifted))
    return exps / exps.sum(axis=-1, keepdims=True)
