# track: numpy
# exercise: heads
# why: attention reads the sizes for its check as T, d_k = q.shape and S, d_v = v.shape, the 2-D unpacking of the lesson's example, so every batched or multi-head input raises ValueError (too many values to unpack) although it is valid
# kind: crash
# diagnosis: fixed-ndim

def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    T, d_k = q.shape
    S, d_v = v.shape
    if k.shape[-2] != S:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={S}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
