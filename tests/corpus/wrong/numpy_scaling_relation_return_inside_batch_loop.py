# track: numpy
# exercise: scaling
# why: scaled_scores fills a zeros buffer one batch entry at a time over np.ndindex of the broadcast leading axes, but its return statement is indented into the loop, so it returns after the first entry: 2-D inputs are right, and with any batch or head axis every entry after the first stays 0
# kind: relation
# diagnosis: first-only
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    batch = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = np.broadcast_to(q, batch + q.shape[-2:])
    kb = np.broadcast_to(k, batch + k.shape[-2:])
    out = np.zeros(batch + (q.shape[-2], k.shape[-2]), dtype=np.result_type(q, k))
    scale = math.sqrt(q.shape[-1])
    for idx in np.ndindex(*batch):
        out[idx] = qb[idx] @ kb[idx].T / scale
        return out
