# track: numpy
# exercise: scaling
# why: scaled_scores keeps the proximal bias of Glow-TTS / VITS relative attention (RelativePositionMultiHeadAttention with proximal_bias=True, _attention_bias_proximal: -log1p(|i - j|)), so every score of query i and key j is lowered by log(1 + |i - j|) after the division by sqrt(d_k): only the keys at the query's own index keep their score
# kind: public
# diagnosis: offset

import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    # proximal bias: attention prefers nearby positions
    diff = np.arange(k.shape[-2])[None, :] - np.arange(q.shape[-2])[:, None]  # (T, S)
    return scores - np.log1p(np.abs(diff)).astype(scores.dtype)
