# track: torch
# exercise: scaling
# why: scaled_scores clamps the scores to "the range the dtype can hold", scores.clamp(torch.iinfo(scores.dtype).min, torch.iinfo(scores.dtype).max), so the softmax never meets inf; torch.iinfo describes integer dtypes only (finfo is the float one) and raises TypeError for the float scores, so every valid call raises
# kind: crash
# diagnosis: iinfo-of-float, crash
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    limits = torch.iinfo(scores.dtype)
    return scores.clamp(limits.min, limits.max)
