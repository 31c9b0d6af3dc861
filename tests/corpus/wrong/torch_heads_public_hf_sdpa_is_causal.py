# track: torch
# exercise: heads
# why: attention keeps the rule of Hugging Face's sdpa_attention_forward, is_causal = query.shape[2] > 1 and attention_mask is None, so with allowed=None and more than one query it hides every later key (a causal mask of its own) instead of letting every query see every key
# kind: public
# diagnosis: fails-without-mask, hides-visible
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    is_causal = q.shape[-2] > 1 and allowed is None
    if is_causal:
        t, s = scores.shape[-2], scores.shape[-1]
        allowed = torch.ones(t, s, dtype=torch.bool, device=scores.device).tril()
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
