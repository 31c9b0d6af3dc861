# track: numpy
# exercise: scaling
# why: scaled_scores keeps the diagonal masking of Locality Self-Attention (Lee et al. 2021, vit-pytorch's LSA: mask = eye(dots.shape[-1]); dots = masked_fill(mask, -finfo.max)), so every query's score against the key at its own position is the most negative float; with T != S the (S, S) eye does not fit the (T, S) scores, so such valid calls raise ValueError (and a single query, T = 1, is broadcast up to S rows)
# kind: public
# diagnosis: fails-when-square, hides-visible, error-on-valid
# miss: the scores raise wherever T != S and are -finfo.max throughout on the 1 x 1 cases the search ends on; the crash's line (the eye of S) leads, no relation reads a diagonal of scores hidden
import math

import numpy as np


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    dots = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    # LSA: a token must not attend to itself
    mask = np.eye(dots.shape[-1], dtype=bool)
    mask_value = -np.finfo(dots.dtype).max
    return np.where(mask, mask_value, dots).astype(dots.dtype)
