# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose(-2, -1), torch's two-axis swap; ndarray.transpose takes a full permutation, so on 2-D keys (-2, -1) is the identity order and the keys are not transposed at all (q @ k raises unless d_k == S), and on batched keys it raises "axes don't match array"
# kind: crash
# diagnosis: transpose-two-axes, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
