# track: torch
# exercise: heads
# why: attention pre-scales the queries in place (q /= sqrt(d_k)), changing the caller's q
# diagnosis: input-changed


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    q /= math.sqrt(q.shape[-1])
    scores = q @ k.transpose(-2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
