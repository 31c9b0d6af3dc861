# track: numpy
# exercise: scaling
# why: scaled_scores writes the product into the queries' buffer, np.matmul(q, k^T, out=q), whenever the scores have q's shape (S == d_k and the same leading axes) "to save an allocation", and divides there in place; the scores are right but the caller's q is overwritten with them
# kind: rules
# diagnosis: input-changed
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
    kt = np.swapaxes(k, -2, -1)
    shape = np.broadcast_shapes(q.shape[:-2], k.shape[:-2]) + (q.shape[-2], k.shape[-2])
    out = q if shape == q.shape else None  # reuse q's memory when the scores fit in it
    scores = np.matmul(q, kt, out=out)
    scores /= math.sqrt(d_k)
    return scores
