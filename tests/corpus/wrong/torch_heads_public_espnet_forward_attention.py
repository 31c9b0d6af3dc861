# track: torch
# exercise: heads
# why: attention ports ESPnet's MultiHeadedAttention.forward_attention, scores.masked_fill(mask, torch.finfo(scores.dtype).min), softmax, then attn.masked_fill(mask, 0.0) with mask = allowed == 0; hidden keys still get weight 0, but a query with no visible key gets all-zero weights (and a zero output) instead of raising ValueError
# kind: public
# diagnosis: error-not-raised
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is None:
        weights = stable_softmax(scores)
    else:
        mask = torch.as_tensor(allowed, device=scores.device) == 0  # True where hidden (ESPnet)
        min_value = torch.finfo(scores.dtype).min
        scores = scores.masked_fill(mask, min_value)
        weights = stable_softmax(scores).masked_fill(mask, 0.0)
    return weighted_mixture(weights, v), weights
