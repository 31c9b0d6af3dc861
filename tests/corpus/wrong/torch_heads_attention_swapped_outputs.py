# track: torch
# exercise: heads
# why: attention returns (weights, output) instead of (output, weights)
# diagnosis: swapped-return


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights, weighted_mixture(weights, v)
