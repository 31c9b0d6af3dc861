# track: torch
# exercise: heads
# why: attention mixes the values with weights.detach() ("a stop-gradient on the attention map, the weights are returned for inspection only"), so the output is right but no gradient flows from it back to q and k
# kind: rules
# diagnosis: gradient-differs
def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights.detach(), v), weights
