# track: numpy
# exercise: scaling
# why: scaled_scores computes its scale with np.sqrt(d_k, dtype=np.float16) "a constant needs no more precision"; the half-precision square root is rounded (sqrt(8) becomes 2.828125), so every float32 and float64 score is off by that rounding, and attention inherits the error
# kind: knockon
# diagnosis: half-precision, ratio, ratio:constant
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = np.sqrt(q.shape[-1], dtype=np.float16)
    return ((q @ np.swapaxes(k, -2, -1)) / scale).astype(q.dtype)
