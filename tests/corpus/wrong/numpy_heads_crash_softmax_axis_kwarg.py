# track: numpy
# exercise: heads
# why: attention calls its own stable_softmax(scores, axis=-1) with the keyword of scipy's softmax, which stable_softmax does not take, so every call raises TypeError
# kind: crash
# diagnosis: crash

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("S differs")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, axis=-1)
    return weighted_mixture(weights, v), weights
