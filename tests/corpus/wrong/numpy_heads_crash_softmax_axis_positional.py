# track: numpy
# exercise: heads
# why: attention calls stable_softmax(scores, -1) out of the softmax(x, axis) habit of scipy and F.softmax, but the second parameter of the kit's stable_softmax is the temperature, so every call hands it temperature=-1, which the (correct) stable_softmax rejects: attention and multi-head attention raise ValueError on every valid input
# kind: crash
# diagnosis: bad-inner-call, error-on-valid


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, -1)  # normalise over the last axis (the keys)
    return weighted_mixture(weights, v), weights
