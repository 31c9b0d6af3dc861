# track: torch
# exercise: scaling
# why: scaled_scores keeps cosFormer's cos-based re-weighting (Qin et al. 2022) on the plain dot products, multiplying score (i, j) by cos(pi/2 * (i - j) / M) with M = max(T, S) "so that nearby tokens count more", so every score off the diagonal is shrunk by a factor that depends on the distance between query and key
# kind: relation
# diagnosis: scale-per-row-and-column, scale-by-distance
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    t, s = scores.shape[-2], scores.shape[-1]
    m = max(t, s)
    i = torch.arange(t, device=q.device, dtype=q.dtype)[:, None]
    j = torch.arange(s, device=q.device, dtype=q.dtype)[None, :]
    return scores * torch.cos(math.pi / 2 * (i - j) / m)
