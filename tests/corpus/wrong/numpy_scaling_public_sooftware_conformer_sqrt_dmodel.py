# track: numpy
# exercise: scaling
# why: scaled_scores ports sooftware/conformer's RelativeMultiHeadAttention, which divides every head's scores by self.sqrt_dim = math.sqrt(d_model), the width of all heads together; with the repository's default of 8 heads the port divides by sqrt(8 * d_k), so the scores are 1/sqrt(8) of the right ones
# kind: public
# diagnosis: ratio, scale-model-width
# miss: a divisor of sqrt(8 d_k) (a fixed head count of 8), a factor no size of the scaling exercise's inputs names: said as the ratio the evidence shows
import math

import numpy as np

NUM_HEADS = 8  # sooftware/conformer's default num_attention_heads


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_model = NUM_HEADS * q.shape[-1]
    sqrt_dim = math.sqrt(d_model)
    return (q @ np.swapaxes(k, -2, -1)) / sqrt_dim
