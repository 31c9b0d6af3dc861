# track: numpy
# exercise: softmax
# why: stable_softmax raises ZeroDivisionError for a row that is entirely -inf ("its exponentials would sum to 0, a division by zero"), where the contract asks for ValueError; the temperature checks raise ValueError as they should
# kind: error
# diagnosis: error-not-valueerror
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
        raise ZeroDivisionError("a row of scores is entirely -inf: its exponentials would sum to 0")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
