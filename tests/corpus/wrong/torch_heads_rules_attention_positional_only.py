# track: torch
# exercise: heads
# why: attention copies the positional-only marker of PyTorch's own C++-bound signatures, def attention(q, k, v, allowed=None, /), so every call that names the mask, attention(q, k, v, allowed=mask), raises TypeError, though the contract names the parameter allowed
# kind: rules
# diagnosis: signature-differs
import torch


def attention(q, k, v, allowed=None, /):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
