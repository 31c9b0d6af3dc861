# track: numpy
# exercise: heads
# why: attention turns the caller's bool mask into a "hidden" mask with np.logical_not(allowed, out=allowed) and hides where it is True, so the result is right but the caller's allowed= array is flipped in place
# diagnosis: input-changed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v must have the same number of keys S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        hidden = np.asarray(allowed)
        if hidden.dtype == bool:
            np.logical_not(hidden, out=hidden)  # reuses the caller's array
        else:
            hidden = hidden == 0
        scores = mask_scores(scores, ~hidden)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
