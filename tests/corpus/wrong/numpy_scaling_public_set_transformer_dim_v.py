# track: numpy
# exercise: scaling
# why: scaled_scores ports the Set Transformer's MAB (Lee et al. 2019), which divides every head's dot products by math.sqrt(self.dim_V), the width of ALL heads together, not of one head; with the repository's num_heads = 4 the port divides by sqrt(4 * d_k), so every score is half the expected one
# kind: public
# diagnosis: scale-model-width, ratio
import math

import numpy as np

NUM_HEADS = 4  # MAB(dim_Q, dim_K, dim_V, num_heads=4)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    dim_v = NUM_HEADS * q.shape[-1]  # dim_split = dim_V // num_heads is one head's width
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(dim_v)
