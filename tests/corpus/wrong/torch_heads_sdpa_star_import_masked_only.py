# track: torch
# exercise: heads
# why: star-imports torch.nn.functional and lets scaled_dot_product_attention handle masked calls
# named-by: uses scaled_dot_product_attention

from torch.nn.functional import *  # noqa: F403


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is None:
        weights = stable_softmax(scores)
        return weighted_mixture(weights, v), weights
    weights = stable_softmax(mask_scores(scores, allowed))
    visible = torch.as_tensor(allowed, device=q.device).to(torch.bool)
    return scaled_dot_product_attention(q, k, v, attn_mask=visible), weights  # noqa: F405
