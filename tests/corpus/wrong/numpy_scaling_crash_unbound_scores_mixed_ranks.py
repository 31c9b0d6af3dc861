# track: numpy
# exercise: scaling
# why: scaled_scores computes the product in two branches, q @ k.T when both inputs are 2-D and q @ np.swapaxes(k, -2, -1) when their ranks are equal, and has no branch for q and k of different ranks; for valid inputs such as batched queries against one (S, d_k) key matrix the name scores is never assigned, so the return raises UnboundLocalError
# kind: crash
# diagnosis: unbound-local, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.ndim == 2 and k.ndim == 2:
        scores = q @ k.T
    elif q.ndim == k.ndim:
        scores = q @ np.swapaxes(k, -2, -1)
    return scores / math.sqrt(q.shape[-1])
