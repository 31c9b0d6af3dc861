# track: numpy
# exercise: scaling
# why: scaled_scores names the width inside its check, "if d_k := q.shape[-1] != k.shape[-1]: raise ValueError(...)", but := binds more loosely than !=, so d_k holds the comparison's bool (False on every valid call), and the scale 1 / math.sqrt(d_k) then divides by math.sqrt(False) = 0.0: every valid call raises ZeroDivisionError
# kind: crash
# diagnosis: divides-by-zero, crash
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if d_k := q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1 / math.sqrt(d_k)
    return (q @ np.swapaxes(k, -2, -1)) * scale
