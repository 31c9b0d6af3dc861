# track: torch
# exercise: scaling
# why: scaled_scores ports IBM Granite's attention, attn_weights = query @ key.transpose(...) * self.scaling with self.scaling = config.attention_multiplier, and keeps the 0.015625 (1/64) of the granite-3.0-2b config it was read from; the scores are multiplied by 1/64 whatever d_k is, right only by chance and never the 1/sqrt(d_k) of the contract
# kind: public
# diagnosis: ratio, ratio:fixed-scale, scale-dk
import torch

ATTENTION_MULTIPLIER = 0.015625  # config.attention_multiplier of granite-3.0-2b


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.matmul(q, k.transpose(-2, -1)) * ATTENTION_MULTIPLIER
