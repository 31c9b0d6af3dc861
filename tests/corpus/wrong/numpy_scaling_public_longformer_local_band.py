# track: numpy
# exercise: scaling
# why: scaled_scores ports Longformer's sliding-window scores (attention_window = 4 in the student's demo config, so each query sees keys at most 2 positions away on either side) and sets every score outside that band to -inf, so scaled_scores hides keys on its own although only the caller's mask may hide any
# kind: public
# diagnosis: hides-visible
import math

import numpy as np

ATTENTION_WINDOW = 4  # one_sided_attn_window_size = attention_window // 2


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    w = ATTENTION_WINDOW // 2
    t_idx = np.arange(scores.shape[-2])[:, None]
    s_idx = np.arange(scores.shape[-1])[None, :]
    in_band = np.abs(t_idx - s_idx) <= w
    return np.where(in_band, scores, -np.inf).astype(scores.dtype, copy=False)
