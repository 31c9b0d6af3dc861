# track: numpy
# exercise: scaling
# why: scaled_scores builds the key transpose's axis order as axes = tuple(range(k.ndim)) and swaps its last two entries in place, axes[-2], axes[-1] = axes[-1], axes[-2], before k.transpose(axes); a tuple does not support item assignment (a list does), so every valid call raises TypeError
# kind: crash
# diagnosis: crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    axes = tuple(range(k.ndim))
    axes[-2], axes[-1] = axes[-1], axes[-2]
    return (q @ k.transpose(axes)) / math.sqrt(q.shape[-1])
