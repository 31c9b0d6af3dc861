# track: numpy
# exercise: scaling
# why: ports the score of Based's Taylor feature map (Arora et al. 2024, HazyResearch/based TaylorExp: phi(q) . phi(k) = 1 + q.k/sqrt(d) + (q.k)^2/(2d), the second-order Taylor expansion of exp that linear attention uses in place of the softmax's exp), so every score s = q.k/sqrt(d_k) comes back as 1 + s + s^2/2, and the kit's softmax then exponentiates that again
# kind: public
# diagnosis: activated, features-mapped
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    s = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    # Taylor approximation of exp(s), as in Based's TaylorExp feature map
    return 1 + s + s * s / 2
