# track: torch
# exercise: scaling
# why: reuses its NumPy-track einsum on q.detach().numpy() and k.detach().numpy() and never converts back, so it returns an np.ndarray (with no gradient) instead of a tensor
# kind: rules-types
# diagnosis: wrong-array-type, no-gradient

import numpy as np


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    q_np = q.detach().cpu().numpy()
    k_np = k.detach().cpu().numpy()
    return np.einsum("...td,...sd->...ts", q_np, k_np) / math.sqrt(q_np.shape[-1])
