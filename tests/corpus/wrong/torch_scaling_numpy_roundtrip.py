# track: torch
# exercise: scaling
# why: scaled_scores computes the product in NumPy (q.detach().numpy() @ ...) and wraps it back with torch.from_numpy, so no gradient reaches q or k
# kind: rules-types
# diagnosis: no-gradient
import math

import numpy as np
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    qn = q.detach().cpu().numpy()
    kn = k.detach().cpu().numpy()
    scores = (qn @ np.swapaxes(kn, -2, -1)) / math.sqrt(q.shape[-1])
    return torch.from_numpy(scores).to(q.device)
