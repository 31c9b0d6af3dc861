# track: torch
# exercise: heads
# why: attention transposes k with k.T, which reverses all axes of batched keys
# diagnosis: transpose-all-axes


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = q @ k.T / math.sqrt(q.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weights @ v, weights
