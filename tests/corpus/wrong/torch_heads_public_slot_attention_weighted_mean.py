# track: torch
# exercise: heads
# why: attention ports the weights of Slot Attention (Locatello et al. 2020; lucidrains' slot-attention: attn = dots.softmax(dim=1) over the slots, then attn + eps and a "weighted mean" renormalisation over the inputs); here the softmax runs over the queries axis, so the queries compete for each key instead of the keys for each query: every weight is the expected one times a factor per key and per query, and hidden keys keep about 1e-8 of weight
# kind: public
# diagnosis: normalised-both-axes
import torch

_EPS = 1e-8


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    dots = scaled_scores(q, k)  # (..., T, S): T slots against S inputs
    if allowed is not None:
        dots = mask_scores(dots, allowed)
    attn = stable_softmax(dots.transpose(-2, -1)).transpose(-2, -1) + _EPS  # softmax over the slots
    attn = attn / attn.sum(dim=-1, keepdim=True)  # weighted mean over the inputs
    return weighted_mixture(attn, v), attn
