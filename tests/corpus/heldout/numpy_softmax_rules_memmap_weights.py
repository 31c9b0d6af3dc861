# track: numpy
# exercise: softmax
# why: stable_softmax writes its weights into an np.memmap backed by a temporary file ("long sequences make (T, S) maps too big for memory") and returns that memmap; the numbers are right, but the result is a numpy.memmap, an ndarray subclass, not the plain np.ndarray the track returns
# kind: rules
# diagnosis: wrong-array-type
import math
import tempfile

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
    exps = np.exp(scaled - row_max)
    out = np.memmap(tempfile.TemporaryFile(), dtype=exps.dtype, mode="w+", shape=exps.shape)
    np.divide(exps, exps.sum(axis=-1, keepdims=True), out=out)
    return out
