# track: numpy
# exercise: scaling
# why: scaled_scores takes the square root in half precision, np.sqrt(np.float16(d_k)) "a small number needs no more digits", then divides by it; for a d_k that is not a perfect square the scale is off by up to 1e-3 relative, and for d_k above 65504 it is inf
# kind: relation
# diagnosis: half-precision, scale-float32
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = float(np.sqrt(np.float16(q.shape[-1])))
    return (q @ np.swapaxes(k, -2, -1)) / scale
