# track: numpy
# exercise: scaling
# why: scaled_scores looks for an input with fewer than 2 axes with a for loop that breaks on it and raises in the loop's else clause, reading for/else as "else: the loop was left early"; the else of a for runs when the loop ends WITHOUT a break, so every valid call raises ValueError and a 1-D q or k passes the check
# kind: error
# diagnosis: error-on-valid
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    for name, x in (("q", q), ("k", k)):
        if x.ndim < 2:
            break
    else:
        raise ValueError(f"{name} needs at least 2 axes (..., n, d_k); got {x.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
