# track: numpy
# exercise: scaling
# why: scaled_scores writes np.einsum("...td,...sd->ts", q, k), leaving the ellipsis out of the output subscripts; NumPy refuses to drop broadcast axes that way ("output has more dimensions than subscripts given ... but no '...' ellipsis"), so every valid call with a batch or head axis raises ValueError (unbatched calls are right)
# kind: error
# diagnosis: error-on-valid, fixed-ndim
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.einsum("...td,...sd->ts", q, k) / math.sqrt(q.shape[-1])
