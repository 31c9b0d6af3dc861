# track: torch
# exercise: scaling
# why: scaled_scores reads the lesson's "keep the variance near one" as a per-query normalisation and divides each row of raw dot products by that row's own standard deviation over the keys, raw.std(dim=-1, keepdim=True), instead of by sqrt(d_k)
# kind: relation
# diagnosis: scale-per-row, scale-none
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {tuple(q.shape)} and {tuple(k.shape)}")
    raw = q @ k.transpose(-2, -1)
    spread = raw.std(dim=-1, keepdim=True, unbiased=False)
    spread = torch.where(spread > 0, spread, torch.ones_like(spread))
    return raw / spread
