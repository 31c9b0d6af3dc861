# track: torch
# exercise: heads
# why: attention renormalises the softmax weights once more "for safety", weights / (weights.sum(-1, keepdim=True) + 1e-6), although they already sum to 1; every weight (and so every output) of attention and multi-head attention comes out 1 / (1 + 1e-6) times the expected one, and no row sums exactly to 1
# kind: relation
# diagnosis: epsilon, ratio
def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    weights = weights / (weights.sum(dim=-1, keepdim=True) + 1e-6)  # make sure every row sums to 1
    return weighted_mixture(weights, v), weights
