# track: torch
# exercise: scaling
# why: scaled_scores scores the queries in two halves to bound the memory, q.chunk(2, dim=-2), and joins the halves with torch.cat(parts) leaving out dim=-2; torch.cat joins along dim 0, the query axis only for 2-D q, so with a batch axis the halves are stacked as extra batch entries, (2B, T/2, S) where (B, T, S) belongs (and an odd T gives halves of unequal length that torch.cat refuses)
# kind: axes
# diagnosis: fails-with-leading-axes, fixed-leading-axes
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = k.transpose(-2, -1)
    scale = math.sqrt(q.shape[-1])
    parts = [half @ k_t / scale for half in q.chunk(2, dim=-2)]
    return torch.cat(parts)
