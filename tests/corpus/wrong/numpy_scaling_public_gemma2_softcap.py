# track: numpy
# exercise: scaling
# why: scaled_scores ports Gemma 2's attention-logit soft-capping into NumPy, returning 50 * np.tanh(scores / 50) after the division by sqrt(d_k) (attn_logit_softcapping = 50.0 in its config), so every score is squashed toward +-50, large ones the most
# kind: public
# diagnosis: clipped, logits-clipped
import math

import numpy as np

SOFTCAP = 50.0


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return SOFTCAP * np.tanh(scores / SOFTCAP)
