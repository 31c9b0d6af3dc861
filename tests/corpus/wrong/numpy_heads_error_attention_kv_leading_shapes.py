# track: numpy
# exercise: heads
# why: attention checks that keys and values fit with k.shape[:-1] != v.shape[:-1], which compares their batch axes as well as S, so valid values with extra or broadcasting leading axes (v shared by every batch, or v with more axes than k) raise ValueError
# kind: error-case
# diagnosis: error-on-valid


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[:-1] != v.shape[:-1]:
        raise ValueError(f"k {k.shape} and v {v.shape} must have the same (..., S) axes")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
