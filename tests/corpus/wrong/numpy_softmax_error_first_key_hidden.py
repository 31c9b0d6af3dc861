# track: numpy
# exercise: softmax
# why: stable_softmax decides that a row has no visible key when its FIRST key is -inf, np.isneginf(scaled[..., 0]).any() ("a causal row always sees key 0"), so a valid row whose first key is hidden (a padded start, a sliding window) raises ValueError, while a row hidden everywhere but at key 0 is fine
# kind: error
# diagnosis: error-on-valid
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
    # every query sees at least key 0 (causal masks), so a hidden key 0 means a dead row
    if np.isneginf(scaled[..., 0]).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
