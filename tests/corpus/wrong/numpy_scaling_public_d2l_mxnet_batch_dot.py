# track: numpy
# exercise: scaling
# why: scaled_scores ports d2l's MXNet DotProductAttention, npx.batch_dot(queries, keys, transpose_b=True) / math.sqrt(d), writing the transpose_b as keys.swapaxes(1, 2) because batch_dot works on 3-D (batch, n, d) arrays; unbatched 2-D keys raise and 4-D (B, H, S, d_k) keys swap H and S instead of S and d_k
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim
import math

import numpy as np


def scaled_scores(q, k):
    queries = np.asarray(q)
    keys = np.asarray(k)
    if queries.ndim < 2 or keys.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {queries.shape} and {keys.shape}")
    d = queries.shape[-1]
    if d != keys.shape[-1]:
        raise ValueError(f"q has d_k={d} but k has d_k={keys.shape[-1]}")
    # d2l (MXNet): npx.batch_dot(queries, keys, transpose_b=True) / math.sqrt(d)
    return np.matmul(queries, keys.swapaxes(1, 2)) / math.sqrt(d)
