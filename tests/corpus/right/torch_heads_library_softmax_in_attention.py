# track: torch
# exercise: heads
# why: attention normalises with torch.softmax, which is allowed outside stable_softmax


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = torch.softmax(scores, dim=-1)
    return weighted_mixture(weights, v), weights
