# track: numpy
# exercise: scaling
# why: scaled_scores starts the scores from the queries, scores = q, and multiplies in place with scores @= swapaxes(k, -2, -1), believing @= rebinds the name; @= writes the (..., T, S) product into q's own (..., T, d_k) memory, so every valid call with S != d_k raises ValueError, and where S == d_k the caller's queries are overwritten with the raw scores
# kind: crash
# diagnosis: crash, error-on-valid, input-changed
import math

import numpy as np


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    scores = q
    scores @= np.swapaxes(k, -2, -1)
    return scores / math.sqrt(d_k)
