# track: numpy
# exercise: heads
# why: attention zeroes hidden weights after the softmax instead of masking the scores, so rows no longer sum to 1
# diagnosis: mask-after-softmax


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    weights = stable_softmax(scaled_scores(q, k))
    if allowed is not None:
        visible = np.asarray(allowed).astype(bool)
        if not visible.any(axis=-1).all():
            raise ValueError("a query row has no visible key")
        weights = weights * visible
    return weighted_mixture(weights, v), weights
