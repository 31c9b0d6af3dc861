# track: numpy
# exercise: scaling
# why: scaled_scores calls np.einsum("...td,...sd->...ts", [q, k]) with the operands in one list, as torch.einsum allows; NumPy reads the list as a single operand, so every valid call raises ValueError (fewer operands than the subscripts name)
# kind: crash
# diagnosis: crash, einsum-letters
import math

import numpy as np


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.einsum("...td,...sd->...ts", [q, k]) / math.sqrt(q.shape[-1])
