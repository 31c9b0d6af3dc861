# track: numpy
# exercise: scaling
# why: ports the score line of likejazz's llama3.np, np.matmul(xq, ks.transpose(0, 1, 3, 2)) / math.sqrt(head_dim), written for (B, H, L, d) arrays; the fixed four-axis transpose makes every q, k of another number of axes raise
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    head_dim = q.shape[-1]
    return np.matmul(q, k.transpose(0, 1, 3, 2)) / math.sqrt(head_dim)
