# track: torch
# exercise: heads
# why: attention ports the score line of Hugging Face's older GPT-NeoX attention, scores = q @ k^T / norm_factor with norm_factor = torch.sqrt(torch.tensor(head_size, dtype=torch.float32)).to(torch.get_default_dtype()); the square root is taken in float32, so for float64 inputs (whenever sqrt(d_k) is not exact) every score is off by float32 rounding of the scale
# kind: public
# diagnosis: scale-float32, float32-precision
import math

import torch


def attention(q, k, v, allowed=None):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    head_size = q.shape[-1]
    norm_factor = torch.sqrt(torch.tensor(head_size, dtype=torch.float32)).to(torch.get_default_dtype())
    scores = torch.matmul(q, k.transpose(-1, -2)) / norm_factor
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
