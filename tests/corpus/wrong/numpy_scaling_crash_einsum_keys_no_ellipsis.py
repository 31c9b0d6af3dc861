# track: numpy
# exercise: scaling
# why: scaled_scores writes np.einsum('...td,sd->...ts', q, k), giving the queries an ellipsis but the keys none, so keys with batch or head axes raise ValueError (too many axes for the subscripts) on valid calls
# kind: crash
# diagnosis: crash, fixed-ndim, einsum-letters
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return np.einsum("...td,sd->...ts", q, k) / math.sqrt(q.shape[-1])
