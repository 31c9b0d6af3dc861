# track: torch
# exercise: heads
# why: attention uses the (allowed) library softmax but over dim -2, the queries
# diagnosis: softmax-axis


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = torch.softmax(scores, dim=-2)
    return weighted_mixture(weights, v), weights
