# track: numpy
# exercise: scaling
# why: scaled_scores divides each dot product by both vectors' lengths as well, (q / |q|) @ (k / |k|)^T / sqrt(d_k) with np.linalg.norm(..., axis=-1, keepdims=True) ("compatibility is how aligned two vectors are"), so the scores are cosine similarities over sqrt(d_k) instead of scaled dot products
# kind: relation
# diagnosis: distance-scores, ratio, standardised, cosine-scores

import math
import numpy as np

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    qn = q / np.linalg.norm(q, axis=-1, keepdims=True)
    kn = k / np.linalg.norm(k, axis=-1, keepdims=True)
    return (qn @ np.swapaxes(kn, -2, -1)) / math.sqrt(q.shape[-1])
