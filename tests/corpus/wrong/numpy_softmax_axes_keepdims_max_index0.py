# track: numpy
# exercise: softmax
# why: stable_softmax takes the row maxima as scaled.max(axis=-1, keepdims=True)[0], the [0] carried over from PyTorch's torch.max(...)[0] idiom; a NumPy max already returns the values, so [0] picks the first slice along axis 0 and every row is shifted by the first query's (or first batch element's) maxima, so rows far from those overflow or underflow to NaN
# kind: axes
# diagnosis: softmax-unstable, softmax-global-max, values-nan
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
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.max(axis=-1, keepdims=True)[0]
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
