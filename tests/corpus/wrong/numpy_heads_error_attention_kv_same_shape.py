# track: numpy
# exercise: heads
# why: attention checks that keys and values fit with k.shape != v.shape ("one value per key") instead of comparing their S axes, so every valid call whose values are wider or narrower than the keys (d_v != d_k), or have extra leading axes, raises ValueError
# kind: error
# diagnosis: error-on-valid

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape != v.shape:
        raise ValueError(f"keys {k.shape} and values {v.shape} do not match")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
