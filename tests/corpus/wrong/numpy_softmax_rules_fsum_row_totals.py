# track: numpy
# exercise: softmax
# why: stable_softmax adds each row's exponentials with np.apply_along_axis(math.fsum, -1, exps) "for an exactly rounded total"; math.fsum returns Python floats, so the totals come back float64 and float32 scores give float64 weights
# kind: rules
# diagnosis: dtype-float64, dtype-changed
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
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    # fsum avoids the rounding error of a plain float sum
    totals = np.apply_along_axis(math.fsum, -1, exps)[..., None]
    return exps / totals
