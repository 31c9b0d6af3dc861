# track: torch
# exercise: heads
# why: attention converts its three inputs in one go, q, k, v = torch.stack([q, k, v]).to(q.dtype) ("one cast for all three"), but torch.stack needs tensors of one shape, so every valid call where T != S, d_k != d_v or the leading axes differ raises RuntimeError; only self-attention with d_v == d_k gets through
# kind: crash
# diagnosis: crash
import torch


def attention(q, k, v, allowed=None):
    q, k, v = torch.stack([q, k, v]).to(q.dtype)  # one cast for all three
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
