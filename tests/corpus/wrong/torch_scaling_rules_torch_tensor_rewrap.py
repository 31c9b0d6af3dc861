# track: torch
# exercise: scaling
# why: scaled_scores rebuilds its result with torch.tensor(scores, dtype=q.dtype) "to be sure of the dtype"; torch.tensor copies the data into a new leaf tensor cut off from the graph, so no gradient reaches q or k
# kind: rules
# diagnosis: no-gradient
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    return torch.tensor(scores, dtype=q.dtype, device=q.device)
