# track: numpy
# exercise: softmax
# why: stable_softmax copies the positional-only marker of NumPy's own signatures, def stable_softmax(scores, temperature=1.0, /), so a caller who names the temperature, stable_softmax(scores, temperature=0.5), gets TypeError instead of the weights
# kind: crash
# diagnosis: signature-differs, crash
import math

import numpy as np


def stable_softmax(scores, temperature=1.0, /):
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
    return exps / exps.sum(axis=-1, keepdims=True)
