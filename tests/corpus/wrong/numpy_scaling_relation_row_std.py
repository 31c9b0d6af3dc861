# track: numpy
# exercise: scaling
# why: scaled_scores reads the lesson's "keep the variance near one" as a per-query normalisation and divides each row of raw dot products by that row's own standard deviation over the keys, raw.std(axis=-1, keepdims=True), instead of by sqrt(d_k)
# kind: relation
# diagnosis: scale-per-row, scale-none
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    raw = q @ np.swapaxes(k, -2, -1)
    spread = raw.std(axis=-1, keepdims=True)
    spread = np.where(spread > 0, spread, 1)
    return (raw / spread).astype(raw.dtype)
