# track: numpy
# exercise: heads
# why: attention accepts allowed but never applies it
# diagnosis: mask-ignored


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    weights = stable_softmax(scaled_scores(q, k))
    return weighted_mixture(weights, v), weights
