# track: numpy
# exercise: heads
# why: attention mixes with np.swapaxes(weights, -2, -1) @ v, contracting over the queries instead of the keys
# kind: axes
# diagnosis: matmul-mismatch, error-on-valid, mixture-wrong-axis


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return np.swapaxes(weights, -2, -1) @ v, weights
