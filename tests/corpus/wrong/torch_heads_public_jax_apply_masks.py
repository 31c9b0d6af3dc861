# track: torch
# exercise: heads
# why: attention ports jax.nn.dot_product_attention's _apply_masks to torch, scores.masked_fill(~mask, -0.7 * torch.finfo(dtype).max) ("a large negative number that cannot overflow"), instead of calling mask_scores, so hidden keys get a huge finite score, not -inf, and a query with no visible key gets uniform weights instead of raising ValueError
# kind: public
# diagnosis: mask-large-negative, error-not-raised
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    logits = scaled_scores(q, k)
    if allowed is not None:
        mask = torch.as_tensor(allowed, device=logits.device).to(torch.bool)
        large_negative = -0.7 * torch.finfo(logits.dtype).max
        logits = logits.masked_fill(~mask, large_negative)
    weights = stable_softmax(logits)
    return weighted_mixture(weights, v), weights
