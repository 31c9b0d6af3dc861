# track: numpy
# exercise: scaling
# why: scaled_scores builds the table with np.fromfunction(lambda t, s: (q[t] * k[s]).sum(-1), (T, S), dtype=int), as in the lesson's "score of query t and key s"; fromfunction hands over whole index grids, and q[t] indexes q's FIRST axis, which is T only for 2-D inputs, so batched queries or keys raise IndexError or give scores of the wrong batch entries
# kind: crash
# diagnosis: fixed-ndim, fails-unless-ndim, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    t_count, s_count = q.shape[-2], k.shape[-2]
    dots = np.fromfunction(lambda t, s: (q[t] * k[s]).sum(axis=-1), (t_count, s_count), dtype=int)
    return dots / math.sqrt(q.shape[-1])
