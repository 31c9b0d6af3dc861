# track: numpy
# exercise: heads
# why: attention calls scaled_scores(k, q) with the operands swapped, so its scores are (..., S, T) and the softmax normalises over the queries
# kind: axes
# diagnosis: scores-transposed
# miss: the swapped call scaled_scores(k, q) shows only as weights of shape (..., S, T) that weighted_mixture rejects; the engine names that call (bad-inner-call), not the operands two lines above it


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(k, q)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
