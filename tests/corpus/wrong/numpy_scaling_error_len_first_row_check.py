# track: numpy
# exercise: scaling
# why: scaled_scores compares the widths as len(q[0]) != len(k[0]) (the length of the first row, a list-of-lists habit), which is d_k only for 2-D inputs; with a batch axis it compares T with S, so valid batched calls with T != S raise and batched q, k of different widths are not caught
# kind: error
# diagnosis: error-on-valid, error-not-raised
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if len(q[0]) != len(k[0]):
        raise ValueError(f"q and k have different widths: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
