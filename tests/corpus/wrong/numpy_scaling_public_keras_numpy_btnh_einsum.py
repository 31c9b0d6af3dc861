# track: numpy
# exercise: scaling
# why: ports the score line of Keras 3's NumPy backend dot_product_attention, np.einsum("BTNH,BSNH->BNTS", query, key) * scale, written for (batch, T, heads, head_dim) arrays; the kit's q and k are (..., T, d_k), so every call whose inputs are not exactly 4-D raises, and 4-D ones are read in the wrong layout
# kind: public
# diagnosis: fixed-ndim, einsum-letters, fixed-leading-axes, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1])
    logits = np.einsum("BTNH,BSNH->BNTS", q, k)
    logits *= np.array(scale, dtype=logits.dtype)
    return logits
