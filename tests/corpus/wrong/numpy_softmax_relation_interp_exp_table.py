# track: numpy
# exercise: softmax
# why: stable_softmax reads its exponentials off a lookup table, np.interp(shifted, grid, np.exp(grid)) on a grid of 1/16 steps over [-30, 0] ("a table is faster than exp"); linear interpolation between grid points overestimates each exponential by up to about 5e-4 of its value, and np.interp clamps every shifted score below -30 (-inf included) to the table's end, so hidden keys get about 1e-13 of weight instead of exactly 0
# kind: relation
# diagnosis: logits-clipped, only-at-special
# miss: exponentials read off an interpolated table are each off by up to 5e-4 of their value, a relative error of no constant, no precision and no clip the engine reads; the lead says only that the weights are a softmax of the scores times a constant near 1
import math

import numpy as np

_EXP_GRID = np.linspace(-30.0, 0.0, 481)
_EXP_TABLE = np.exp(_EXP_GRID)


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
    shifted = scaled - row_max  # every entry in [-inf, 0]
    exps = np.interp(shifted, _EXP_GRID, _EXP_TABLE).astype(scaled.dtype, copy=False)
    return exps / exps.sum(axis=-1, keepdims=True)
