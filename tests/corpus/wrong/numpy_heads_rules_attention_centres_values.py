# track: numpy
# exercise: heads
# why: attention centres the values on their mean over the keys in place, v -= v.mean(-2, keepdims=True) ("smaller numbers for the mixture"), and adds the mean back to the output; since each weights row sums to 1 the output is right, but the caller's v array comes back centred
# kind: rules
# diagnosis: input-changed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    mean = v.mean(axis=-2, keepdims=True)
    v -= mean
    return weighted_mixture(weights, v) + mean, weights
