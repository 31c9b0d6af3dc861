# track: numpy
# exercise: scaling
# why: scaled_scores ports LLaMA's attention and rotates q and k with rotary position embeddings (apply_rotary_emb: feature pairs turned by angle position * 10000^(-2i/d_k), written with cos/sin on the even and odd features) before q k^T / sqrt(d_k); the kit's scores have no positions, so the scores change with the positions of the query and the key (only query 0 against key 0 keeps its score)
# kind: public
# diagnosis: features-mapped, scale-by-distance, rotary-positions
import math

import numpy as np


def _rotary(x: np.ndarray) -> np.ndarray:
    n, d = x.shape[-2], x.shape[-1]
    half = d // 2
    freqs = 1.0 / (10000.0 ** (np.arange(0, 2 * half, 2) / d))  # (d/2,)
    angles = np.arange(n)[:, None] * freqs[None, :]  # (n, d/2)
    cos, sin = np.cos(angles).astype(x.dtype), np.sin(angles).astype(x.dtype)
    out = x.copy()
    even, odd = x[..., 0 : 2 * half : 2], x[..., 1 : 2 * half : 2]
    out[..., 0 : 2 * half : 2] = even * cos - odd * sin
    out[..., 1 : 2 * half : 2] = even * sin + odd * cos
    return out


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    xq, xk = _rotary(q), _rotary(k)
    return (xq @ np.swapaxes(xk, -2, -1)) / math.sqrt(q.shape[-1])
