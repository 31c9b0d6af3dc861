# track: numpy
# exercise: scaling
# why: scaled_scores ports Lingvo/Praxis's PerDimScale query scaling, q * softplus(per_dim_scale) / sqrt(d_k) with the learned per_dim_scale at its zero init and softplus written np.logaddexp(0, s), but leaves out the constant r_softplus_0 = 1.442695 that turns softplus(0) into 1, so every score is ln 2 (0.693) times the expected one
# kind: public
# diagnosis: ratio:constant, ratio
import math

import numpy as np


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = q.shape[-1]
    if d_k != k.shape[-1]:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    per_dim_scale = np.zeros(d_k, dtype=q.dtype)  # learned, zeros at init
    scale = np.logaddexp(0, per_dim_scale) / math.sqrt(d_k)  # softplus(0) / sqrt(d_k)
    q = q * scale
    return q @ np.swapaxes(k, -2, -1)
