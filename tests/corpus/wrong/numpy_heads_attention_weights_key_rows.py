# track: numpy
# exercise: heads
# why: attention returns the weights as np.swapaxes(weights, -2, -1), keys as rows "like the usual attention heat map", so the returned weights are (..., S, T) instead of (..., T, S) (the output itself is right)
# kind: axes-shapes
# diagnosis: transposed


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    return weighted_mixture(weights, v), np.swapaxes(weights, -2, -1)
