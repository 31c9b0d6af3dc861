# track: numpy
# exercise: heads
# why: attention's own shape check compares k.shape[-1] with v.shape[-1] (d_k with d_v, a -1 typed for -2) instead of the S axes, so every valid call with d_v != d_k raises ValueError
# kind: error-case
# diagnosis: error-on-valid, needs-dk-eq-dv


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-1] != v.shape[-1]:
        raise ValueError(f"k has {k.shape[-1]} but v has {v.shape[-1]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
