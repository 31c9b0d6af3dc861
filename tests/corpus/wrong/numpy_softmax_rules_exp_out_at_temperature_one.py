# track: numpy
# exercise: softmax
# why: stable_softmax skips the division at temperature 1 (scaled = scores) and then exponentiates in place with np.exp(scaled, out=scaled) after an in-place shift, so at the default temperature the caller's scores are overwritten
# kind: rules
# diagnosis: input-changed
import math

import numpy as np

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")

    scores = np.asarray(scores)
    scaled = scores if temp == 1.0 else scores / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    np.subtract(scaled, row_max, out=scaled)
    np.exp(scaled, out=scaled)
    return scaled / scaled.sum(axis=-1, keepdims=True)
