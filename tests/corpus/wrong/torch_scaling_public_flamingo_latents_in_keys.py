# track: torch
# exercise: scaling
# why: scaled_scores ports the PerceiverAttention of lucidrains' flamingo-pytorch, where the latents (the queries) attend to the media AND to themselves, kv_input = torch.cat((x, latents), dim=-2); here k = torch.cat((k, q), dim=-2), so the scores are (..., T, S + T): the expected (T, S) block followed by T extra columns of query-query scores (and a crash when q and k have different leading axes)
# kind: public
# diagnosis: extra-entries
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = q.shape[-1] ** -0.5
    q = q * scale
    # as in Flamingo's perceiver resampler: the latents see the media and each other
    kv_input = torch.cat((k, q / scale), dim=-2)
    return torch.einsum("...id,...jd->...ij", q, kv_input)
