# track: torch
# exercise: scaling
# why: scaled_scores ports the reference path of xformers' memory_efficient_attention, which takes 4-D inputs as (B, M, H, K), sequence before heads, and moves them with q.transpose(1, 2) before the product and back after it; the kit's 4-D inputs are already (B, H, T, d_k), so for them the scores pair heads with heads ((B, H, T, H) scores of the wrong entries, or a size mismatch) while 2-D and 3-D inputs are right
# kind: public
# diagnosis: fails-unless-ndim, fails-with-leading-axes, permuted
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = 1.0 / math.sqrt(q.shape[-1])
    bmhk = q.dim() == 4  # xformers layout: (batch, seq, heads, K)
    if bmhk:
        q, k = q.transpose(1, 2), k.transpose(1, 2)
    attn = (q * scale) @ k.transpose(-2, -1)
    if bmhk:
        attn = attn.transpose(1, 2)
    return attn
