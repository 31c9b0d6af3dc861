# track: torch
# exercise: scaling
# why: scaled_scores divides by torch.tensor([math.sqrt(d_k)]), a one-element 1-D tensor made in the default float32 (a 0-d or Python-float scale would not promote), so on float64 inputs the scale is rounded to float32 and every score carries float32 error, and half-precision scores are promoted to float32
# kind: relation
# diagnosis: float32-precision, scale-float32, dtype-changed
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    scale = torch.tensor([math.sqrt(q.shape[-1])])
    return (q @ k.transpose(-2, -1)) / scale.to(q.device)
