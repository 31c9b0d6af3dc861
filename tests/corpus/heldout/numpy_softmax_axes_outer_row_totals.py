# track: numpy
# exercise: softmax
# why: stable_softmax spreads each row's total over its keys with np.outer(totals, np.ones(S)) ("the row totals times a row of ones"); np.outer flattens its arguments, so for 2-D scores that is the (T, S) table of totals, but with batch or head axes it builds one (B*T, S) table that does not line up with the (B, T, S) exponentials, and every batched call raises
# kind: axes
# diagnosis: fails-unless-ndim, fixed-ndim, crash
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
    exps = np.exp(scaled - row_max)
    totals = exps.sum(axis=-1)  # (..., T)
    return exps / np.outer(totals, np.ones(exps.shape[-1], dtype=exps.dtype))  # (T, S) table of row totals
