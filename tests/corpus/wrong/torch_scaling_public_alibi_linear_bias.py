# track: torch
# exercise: scaling
# why: scaled_scores keeps ALiBi's linear position bias (Press et al., as BLOOM adds it to the scores), adding -m * |i - j| with the one-head slope m = 2 ** -8 to every score, so each score is off by an amount that grows with the distance between query and key
# kind: public
# diagnosis: offset, scale-by-distance
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    t, s = scores.shape[-2], scores.shape[-1]
    slope = 2.0 ** -8  # ALiBi: 2 ** (-8 / n_heads) for the first head, n_heads = 1
    i = torch.arange(t, device=scores.device).unsqueeze(-1)
    j = torch.arange(s, device=scores.device)
    alibi = -slope * (i - j).abs().to(scores.dtype)
    return scores + alibi
