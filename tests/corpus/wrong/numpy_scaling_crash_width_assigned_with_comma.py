# track: numpy
# exercise: scaling
# why: scaled_scores reads the width with a stray comma at the end of the line, d_k = q.shape[-1], which makes d_k a one-element tuple (d_k,) instead of an int, so math.sqrt(d_k) raises TypeError on every valid call
# kind: crash
# diagnosis: crash
import math

import numpy as np


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = q.shape[-1],
    if k.shape[-1] != q.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
