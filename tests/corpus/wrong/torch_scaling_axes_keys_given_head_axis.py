# track: torch
# exercise: scaling
# why: scaled_scores gives the keys a head axis, k.unsqueeze(-3) ("keys shared by every head, as in multi-query attention"), before q @ k^T; the kit's q has no separate head axis to meet it, so the new axis broadcasts against q's leading axes: 2-D inputs come back (1, T, S) and a (B, T, d_k) batch comes back (B, B, T, S), every batch of queries paired with every batch of keys
# kind: axes
# diagnosis: extra-axis, batches-paired-all
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    shared_k = k.unsqueeze(-3)  # (..., 1, S, d_k): one key set for every head
    return (q @ shared_k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
