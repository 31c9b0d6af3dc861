# track: torch
# exercise: heads
# why: attention treats allowed as an additive attention bias (scores + allowed, as for SDPA's float attn_mask), so a bool mask just adds 1 to visible scores and 0 to hidden ones, which stay visible
# kind: relation
# diagnosis: fails-with-mask,mask-ignored
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = torch.as_tensor(allowed, device=scores.device)
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
        if not visible.any(dim=-1).all():
            raise ValueError("a query row has no visible key")
        scores = scores + allowed.to(scores.dtype)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
