# track: torch
# exercise: scaling
# why: scaled_scores copies Gemma 2's attention scale, query_pre_attn_scalar ** -0.5 with the 9B config's query_pre_attn_scalar = 256 (a config constant, not the width of the keys), so every score is divided by 16 whatever d_k is
# kind: public
# diagnosis: ratio:fixed-scale, ratio
import torch

QUERY_PRE_ATTN_SCALAR = 256  # Gemma 2 9B config


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scaling = QUERY_PRE_ATTN_SCALAR ** -0.5
    return (q * scaling) @ k.transpose(-2, -1)
