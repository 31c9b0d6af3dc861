# track: torch
# exercise: heads
# why: follows Peter Bloem's "Transformers from scratch" self-attention, dot = F.softmax(dot, dim=2), written for (batch*heads, T, S) scores: the softmax axis 2 is the key axis only for 3-D scores, so 4-D (B, H, T, S) scores are normalised over the queries and 2-D scores raise IndexError
# kind: public-code
# diagnosis: softmax-axis, fixed-ndim, fails-with-leading-axes

import torch.nn.functional as F


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    dot = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        dot = mask_scores(dot, allowed)
    dot = F.softmax(dot, dim=2)
    return weighted_mixture(dot, v), dot
