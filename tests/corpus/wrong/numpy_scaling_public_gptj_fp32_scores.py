# track: numpy
# exercise: scaling
# why: scaled_scores ports GPT-J's _attn habit of computing the scores in float32 "to avoid overflow" (query.to(float32), key.to(float32)) as q.astype(np.float32) and k.astype(np.float32), casting back to the input dtype at the end, so float64 scores carry float32 rounding
# kind: public
# diagnosis: float32-precision
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    dtype = np.result_type(q, k)
    q32 = q.astype(np.float32)
    k32 = k.astype(np.float32)
    scores = (q32 @ np.swapaxes(k32, -2, -1)) / math.sqrt(q.shape[-1])
    return scores.astype(dtype)
