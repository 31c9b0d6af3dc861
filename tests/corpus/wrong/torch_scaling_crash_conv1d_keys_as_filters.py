# track: torch
# exercise: scaling
# why: scaled_scores computes the dot products as a 1x1 convolution, F.conv1d(q.mT, k.unsqueeze(-1)) ("each key is a filter slid over the queries"); conv1d takes a single (S, d_k, 1) filter bank, so it is right for unbatched keys but every call with batched keys (a 4-D filter bank) or with q of more than 3 axes raises RuntimeError
# kind: crash
# diagnosis: fixed-ndim, fails-unless-ndim, crash
import math

import torch
import torch.nn.functional as F


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # every key is a filter of width 1 over the d_k input channels: the output
    # channel s at position t is q[t] . k[s]
    filters = k.unsqueeze(-1)  # (S, d_k, 1)
    scores = F.conv1d(q.mT, filters).mT  # (..., T, S)
    return scores / math.sqrt(q.shape[-1])
