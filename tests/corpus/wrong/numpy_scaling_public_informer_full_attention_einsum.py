# track: numpy
# exercise: scaling
# why: scaled_scores ports the score line of Informer's FullAttention (Time-Series-Library), scale = 1 / sqrt(E) and einsum("blhe,bshe->bhls", queries, keys), written for its (batch, length, heads, E) layout; the kit's q and k are (..., T, d_k) with heads before T, so the fixed four letters fail for 2-D and 3-D inputs and, for 4-D (B, H, T, d_k) ones, read the heads as positions and the positions as heads (T must equal S, and the result pairs the wrong axes)
# kind: public
# diagnosis: fixed-ndim, fails-unless-ndim, einsum-letters
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(
            f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}; shapes {q.shape} and {k.shape}"
        )
    E = q.shape[-1]
    scale = 1.0 / math.sqrt(E)
    return scale * np.einsum("blhe,bshe->bhls", q, k)
