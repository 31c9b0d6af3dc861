# track: numpy
# exercise: softmax
# why: stable_softmax turns the temperature into decimal.Decimal(str(temperature)) "so 0.1 is exactly one tenth" and divides the score array by it; NumPy makes the Decimal an object operand and float / Decimal has no implementation, so every valid call raises TypeError
# kind: crash
# diagnosis: crash, dtype-mixed
import decimal
import math

import numpy as np


def stable_softmax(scores, temperature=1.0):
    try:
        temp = decimal.Decimal(str(temperature))
    except (TypeError, ValueError, decimal.InvalidOperation) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (temp.is_finite() and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
