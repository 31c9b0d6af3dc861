# track: torch
# exercise: heads
# why: attention registers a gradient-clipping hook on its weights, weights.register_hook(lambda g: g / g.norm(dim=-1, keepdim=True).clamp(min=1.0)) "so no query row gets an exploding gradient"; the values are right, but every weights row whose gradient is longer than 1 is scaled down, so q, k and v get the wrong gradients
# kind: rules
# diagnosis: gradient-differs
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    if weights.requires_grad:
        # clip each query row's gradient to norm 1 against exploding attention gradients
        weights.register_hook(lambda g: g / g.norm(dim=-1, keepdim=True).clamp(min=1.0))
    return weighted_mixture(weights, v), weights
