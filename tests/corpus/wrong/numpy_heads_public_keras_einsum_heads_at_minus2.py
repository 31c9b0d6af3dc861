# track: numpy
# exercise: heads
# why: ports Keras MultiHeadAttention's score equation, einsum("aecd,abcd->acbe", key, query), which expects (B, T, H, d) projections with the heads at axis -2, onto the kit's (..., H, T, d) heads, so the letters land on the wrong axes: with 4-D (B, H, T, d) heads each position attends across the heads, scores (B, T, H, H), which the mixture then rejects, and other ranks raise in einsum
# kind: public
# diagnosis: fixed-leading-axes
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = np.einsum("aecd,abcd->acbe", k, q) / math.sqrt(q.shape[-1])
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
