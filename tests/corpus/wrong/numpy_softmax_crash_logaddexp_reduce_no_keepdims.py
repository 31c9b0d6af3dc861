# track: numpy
# exercise: softmax
# why: stable_softmax normalises in log space with lse = np.logaddexp.reduce(scaled, axis=-1) but leaves out keepdims=True, so the (..., T) log-sum-exps meet the (..., T, S) scores along the key axis: every call with T != S raises ValueError (broadcast), and square inputs subtract key s's row total from column s
# kind: crash
# diagnosis: broadcast-after-reduction, softmax-keepdims, crash
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
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    lse = np.logaddexp.reduce(scaled, axis=-1)  # log of each row's sum of exp
    return np.exp(scaled - lse)
