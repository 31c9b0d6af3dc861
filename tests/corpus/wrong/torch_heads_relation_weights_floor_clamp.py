# track: torch
# exercise: heads
# why: attention clamps the weights from below, weights.clamp(min=1e-9), "so a later log of the attention map never meets 0", and mixes and returns the clamped weights; hidden keys get weight 1e-9 instead of exactly 0, so the weights are wrong where they should be 0 and the output picks up a sliver of every hidden value
# kind: relation
# diagnosis: only-at-special,clipped
def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores).clamp(min=1e-9)
    return weighted_mixture(weights, v), weights
