# track: numpy
# exercise: scaling
# why: follows Jay Alammar's "The Illustrated Transformer", which divides the scores "by 8 (the square root of the dimension of the key vectors used in the paper - 64)", hard-coding / 8; that is sqrt(d_k) only where d_k = 64
# kind: public
# diagnosis: ratio:fixed-scale, ratio
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / 8
