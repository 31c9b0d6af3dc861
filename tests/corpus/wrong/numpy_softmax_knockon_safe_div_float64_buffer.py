# track: numpy
# exercise: softmax
# why: stable_softmax does both of its divisions (by the temperature, by the row sums) through the student's helper _safe_div(a, b) = np.divide(a, b, out=np.zeros(np.broadcast_shapes(...)), where=b != 0), whose out buffer np.zeros makes float64 whatever the inputs, so float32 scores give float64 weights, and attention's float32 weights and output with them
# kind: knockon
# diagnosis: dtype-float64, dtype-changed
import math

import numpy as np


def _safe_div(a, b):
    """a / b, with 0 where b is 0 (no warning, no NaN)."""
    a = np.asarray(a)
    b = np.asarray(b)
    out = np.zeros(np.broadcast_shapes(a.shape, b.shape))
    return np.divide(a, b, out=out, where=b != 0)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = _safe_div(scores, temp)
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = np.exp(scaled - row_max)
    return _safe_div(exps, exps.sum(axis=-1, keepdims=True))
