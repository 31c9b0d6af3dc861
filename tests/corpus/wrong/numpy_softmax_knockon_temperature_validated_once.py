# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature only on its first call, behind a module flag _TEMPERATURE_CHECKED ("the temperature does not change between calls"), so every later call accepts zero, negative, NaN or infinite temperatures without ValueError
# kind: knockon
# diagnosis: error-not-raised, stale-result
import math

import numpy as np

_TEMPERATURE_CHECKED = False


def stable_softmax(scores, temperature=1.0):
    global _TEMPERATURE_CHECKED
    if not _TEMPERATURE_CHECKED:
        try:
            temp = float(temperature)
        except (TypeError, ValueError) as err:
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
        if not (math.isfinite(temp) and temp > 0):
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
        _TEMPERATURE_CHECKED = True
    scaled = np.asarray(scores) / float(temperature)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
