# track: numpy
# exercise: softmax
# why: stable_softmax rolls the key axis to the front with np.rollaxis(scaled, -1), normalises over axis 0, and rolls it back with np.rollaxis(weights, 0, -1) meaning "to the last place"; rollaxis puts the axis BEFORE the start position, so it lands just before the last axis and the weights come back with their last two axes swapped, (..., S, T)
# kind: axes
# diagnosis: transposed
import math

import numpy as np


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    # keys first: every reduction below runs over axis 0
    keys_first = np.rollaxis(np.asarray(scores) / temp, -1)  # (S, ..., T)
    top = keys_first.max(axis=0)
    if np.isneginf(top).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(keys_first - top)
    weights = exps / exps.sum(axis=0)
    return np.rollaxis(weights, 0, -1)  # keys back to the last place
