# track: numpy
# exercise: softmax
# why: stable_softmax finds entirely -inf rows with np.isneginf(scaled.sum(axis=-1)).any(), but a row's sum is -inf as soon as ONE key is -inf, so every valid row with a hidden key raises ValueError
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
    if np.isneginf(scaled.sum(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
