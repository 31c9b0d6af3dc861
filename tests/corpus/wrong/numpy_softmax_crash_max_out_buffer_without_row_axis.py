# track: numpy
# exercise: softmax
# why: stable_softmax preallocates the row maxima as np.empty(scaled.shape[:-1]) and asks np.max(..., keepdims=True, out=row_max) to fill it; with keepdims the result needs the (..., T, 1) shape, so every valid call raises ValueError from the out= buffer
# kind: crash
# diagnosis: out-buffer-shape, crash
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
    row_max = np.empty(scaled.shape[:-1], dtype=scaled.dtype)
    np.max(scaled, axis=-1, keepdims=True, out=row_max)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
