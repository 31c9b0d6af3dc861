# track: torch
# exercise: scaling
# why: scaled_scores scales the dot products the way Kaiming initialisation scales weights, gain / sqrt(fan_in) with torch.nn.init.calculate_gain("relu") = sqrt(2), so every score is the expected one times sqrt(2)
# kind: relation
# diagnosis: ratio, ratio:constant
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    # keep the variance of the scores like He init keeps activations': std = gain / sqrt(fan_in)
    scale = torch.nn.init.calculate_gain("relu") / math.sqrt(q.shape[-1])
    return (q @ k.transpose(-2, -1)) * scale
