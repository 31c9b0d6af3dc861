# track: numpy
# exercise: scaling
# why: scaled_scores ports x-transformers' qk_norm=True branch, which L2-normalises q and k over their features and multiplies the dot products by qk_norm_scale = 10 in place of 1/sqrt(d_k), so every score is ten times the cosine of its query and key
# kind: public
# diagnosis: cosine-scores, scale-per-row-and-column
import numpy as np


def _l2norm(x):
    return x / np.maximum(np.linalg.norm(x, axis=-1, keepdims=True), 1e-12).astype(x.dtype)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    qk_norm_scale = 10
    q, k = _l2norm(q), _l2norm(k)
    return (q @ np.swapaxes(k, -2, -1)) * qk_norm_scale
