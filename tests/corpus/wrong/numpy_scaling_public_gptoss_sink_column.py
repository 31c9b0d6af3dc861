# track: numpy
# exercise: scaling
# why: scaled_scores ports gpt-oss's attention sinks as they appear in its reference attention (QK = einsum(...) * sm_scale; QK = cat([QK, S], -1) with the sink logit S at its zero init), written with np.concatenate, and returns the scores with the sink column still attached: (..., T, S + 1) instead of (..., T, S)
# kind: public
# diagnosis: extra-entries
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    sm_scale = 1 / math.sqrt(q.shape[-1])
    qk = np.einsum("...td,...sd->...ts", q, k) * sm_scale
    sink = np.zeros(qk.shape[:-1] + (1,), dtype=qk.dtype)  # learned per head, 0 at init
    return np.concatenate([qk, sink], axis=-1)
