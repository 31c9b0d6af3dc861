# track: numpy
# exercise: scaling
# why: scaled_scores ports the score einsum of labml.ai's annotated MultiHeadAttention.get_scores, np.einsum("ibhd,jbhd->ijbh", q, k), written for sequence-first (T, B, H, d) tensors; on the kit's (..., T, d_k) inputs it needs exactly 4 axes, reads them in the wrong roles and returns the scores in (T, S, B, H) order, so 2-D and 3-D inputs raise and 4-D ones come back permuted or raise
# kind: public
# diagnosis: fixed-ndim, einsum-letters, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.einsum("ibhd,jbhd->ijbh", q, k) / math.sqrt(q.shape[-1])
