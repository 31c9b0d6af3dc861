# track: numpy
# exercise: scaling
# why: scaled_scores reports different widths d_k with raise UserWarning(...) ("warn the user that the shapes do not fit"); UserWarning is a Warning, not a ValueError, so queries and keys of different d_k raise the wrong exception type
# kind: error
# diagnosis: error-not-valueerror
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise UserWarning(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
