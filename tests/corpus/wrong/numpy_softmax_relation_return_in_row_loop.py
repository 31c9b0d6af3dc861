# track: numpy
# exercise: softmax
# why: stable_softmax works row by row over np.ndindex(scores.shape[:-1]) into out = np.zeros_like(scaled), but its return statement is indented into the loop, so it returns after the first row: the first query row is right and every other row is all zeros (and an all -inf row after the first is never checked)
# kind: relation
# diagnosis: row-sum, first-repeated, first-only
import math

import numpy as np


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    out = np.zeros_like(scaled)
    for idx in np.ndindex(scaled.shape[:-1]):
        row = scaled[idx]
        top = row.max()
        if np.isneginf(top):
            raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
        exps = np.exp(row - top)
        out[idx] = exps / exps.sum()
        return out
