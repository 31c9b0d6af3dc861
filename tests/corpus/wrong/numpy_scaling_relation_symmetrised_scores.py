# track: numpy
# exercise: scaling
# why: scaled_scores symmetrises the compatibility ("a match of query i with key j is a match of j with i"), adding k @ q^T to q @ k^T and halving; k @ q^T is the (..., S, T) table, so square scores become their symmetric part 0.5 (A + A^T) and every valid call with T != S raises ValueError (the shapes do not broadcast)
# kind: relation
# diagnosis: transposed, needs-square, adds-transpose
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    qk = q @ np.swapaxes(k, -2, -1)  # (..., T, S)
    kq = k @ np.swapaxes(q, -2, -1)  # (..., S, T)
    return 0.5 * (qk + kq) / math.sqrt(q.shape[-1])
