# track: torch
# exercise: scaling
# why: scaled_scores ports the bucketing step of Reformer's LSH attention, sorting the keys by their hash bucket (argmax of k @ R over a fixed random rotation R, seed 0) before the product, and forgets the final "undo sort", so each row of scores holds every key's score but with the keys (the last axis) in bucket order instead of their own
# kind: public
# diagnosis: reordered
import math

import torch

_N_BUCKETS = 4


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    gen = torch.Generator().manual_seed(0)
    rotations = torch.randn(k.shape[-1], _N_BUCKETS // 2, generator=gen).to(k.device, k.dtype)
    rotated = k.detach() @ rotations
    buckets = torch.cat([rotated, -rotated], dim=-1).argmax(dim=-1)  # (..., S)
    order = buckets.argsort(dim=-1, stable=True)
    k_sorted = torch.take_along_dim(k, order[..., None], dim=-2)
    return (q @ k_sorted.transpose(-2, -1)) / math.sqrt(q.shape[-1])
