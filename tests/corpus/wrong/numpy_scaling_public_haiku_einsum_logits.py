# track: numpy
# exercise: scaling
# why: scaled_scores ports the logit line of Haiku's hk.MultiHeadAttention, einsum("...thd,...Thd->...htT", q, k) / sqrt(key_size), written for projections laid out (..., T, H, d); the kit's q and k are (..., T, d_k), so 2-D inputs raise and batched ones have T read as heads (wrong shape or a size clash)
# kind: public
# diagnosis: einsum-letters, fixed-ndim
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    key_size = q.shape[-1]
    attn_logits = np.einsum("...thd,...Thd->...htT", q, k)
    return attn_logits / math.sqrt(key_size)
