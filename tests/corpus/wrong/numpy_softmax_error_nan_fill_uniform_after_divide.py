# track: numpy
# exercise: softmax
# why: stable_softmax drops the entirely -inf row check and instead repairs the result afterwards with np.nan_to_num(weights, nan=1.0 / S) under np.errstate(invalid="ignore") ("a query that sees nothing spreads its attention evenly"), so a row with no visible key gets uniform weights instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
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
    with np.errstate(invalid="ignore"):
        exps = np.exp(scaled - row_max)
        weights = exps / exps.sum(axis=-1, keepdims=True)
    # a query with no visible key: spread its attention evenly over the keys
    return np.nan_to_num(weights, nan=1.0 / scaled.shape[-1])
