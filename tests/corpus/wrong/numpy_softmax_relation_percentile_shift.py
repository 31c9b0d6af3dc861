# track: numpy
# exercise: softmax
# why: stable_softmax shifts each row by a "robust maximum", np.percentile(scaled, 90, axis=-1, keepdims=True), as one clips outliers in data; the shift is still one number per row, but the largest scores now lie above it, so scores around 1e4 overflow exp to inf (NaN weights) and rows with -inf entries get a -inf or NaN shift
# kind: relation
# diagnosis: softmax-unstable, fails-with-extreme-scores, values-nan
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
    if np.isneginf(scaled).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    shift = np.percentile(scaled, 90, axis=-1, keepdims=True).astype(scaled.dtype)
    exps = np.exp(scaled - shift)
    return exps / exps.sum(axis=-1, keepdims=True)
