# track: numpy
# exercise: scaling
# why: scaled_scores computes the scale as d_k ** (1 // 2); 1 // 2 is integer division (0), so the scale is 1 and the scores are not scaled at all
# kind: relation
# diagnosis: scale-none,ratio
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    d_k = q.shape[-1]
    if d_k != k.shape[-1]:
        raise ValueError(f"d_k differs: {d_k} vs {k.shape[-1]}")
    scale = d_k ** (1 // 2)
    return (q @ np.swapaxes(k, -2, -1)) / scale
