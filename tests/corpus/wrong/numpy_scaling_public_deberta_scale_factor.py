# track: numpy
# exercise: scaling
# why: scaled_scores copies DeBERTa's disentangled-attention scale, math.sqrt(d_k * scale_factor) with scale_factor = 1 + len(["c2p", "p2c"]) = 3 (DeBERTa adds two relative-position score terms the kit does not have), so every score is divided by sqrt(3 d_k), a constant 1/sqrt(3) too small
# kind: public
# diagnosis: ratio, ratio:constant
import math

import numpy as np

POS_ATT_TYPE = ["c2p", "p2c"]  # DeBERTa's default relative-position terms


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale_factor = 1 + len(POS_ATT_TYPE)
    scale = math.sqrt(q.shape[-1] * scale_factor)
    return (q @ np.swapaxes(k, -2, -1)) / scale
