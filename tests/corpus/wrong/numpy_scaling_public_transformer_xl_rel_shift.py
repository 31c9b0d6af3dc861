# track: numpy
# exercise: scaling
# why: scaled_scores keeps Transformer-XL's _rel_shift (pad a zero column on the left, view the (T, S+1) block as (S+1, T), drop the first row and view it back as (T, S)), which belongs to the relative-position term, on the content scores q k^T / sqrt(d_k), so every row but the last is moved left by a different amount, with a zero and the next row's scores pulled in
# kind: public
# diagnosis: axis-rolled
# miss: Transformer-XL's rel_shift moves each row left by its own amount and pulls in the next row's scores; no relation replays it, so the knock-on's evidence leads
import math

import numpy as np


def _rel_shift(x):
    t, s = x.shape[-2], x.shape[-1]
    zero_pad = np.zeros(x.shape[:-1] + (1,), dtype=x.dtype)
    x_padded = np.concatenate([zero_pad, x], axis=-1)  # (..., T, S+1)
    x_padded = x_padded.reshape(x.shape[:-2] + (s + 1, t))
    return x_padded[..., 1:, :].reshape(x.shape)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    attn_score = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return _rel_shift(attn_score)
