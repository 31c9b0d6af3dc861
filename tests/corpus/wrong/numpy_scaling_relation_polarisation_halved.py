# track: numpy
# exercise: scaling
# why: scaled_scores builds each dot product from lengths with the polarisation identity ("no transpose needed"), but divides (|q + k|^2 - |q - k|^2) by 2 instead of 4, mixing it up with q.k = (|q|^2 + |k|^2 - |q - k|^2) / 2, so every score is twice the expected one
# kind: relation
# diagnosis: ratio
# miss: the ratio of 2 is read where the values are exact, but the polarisation identity loses digits in float32 ((|q + k|^2 - |q - k|^2) cancels), so a float32 case is off 2 by more than its tolerance and rules the named ratio out: a constant ratio leads
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    qs = q[..., :, None, :]  # (..., T, 1, d_k)
    ks = k[..., None, :, :]  # (..., 1, S, d_k)
    dots = (((qs + ks) ** 2).sum(-1) - ((qs - ks) ** 2).sum(-1)) / 2
    return dots / math.sqrt(q.shape[-1])
