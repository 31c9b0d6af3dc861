# track: numpy
# exercise: scaling
# why: scaled_scores divides by sqrt(q.shape[-1]) as a bare name, as in the notebook cell where "from math import sqrt" had been run; the module imports math and numpy but never the name sqrt, so every valid call raises NameError
# kind: crash
# diagnosis: name-undefined, crash
import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / sqrt(q.shape[-1])
