# track: numpy
# exercise: heads
# why: attention converts its three inputs in one go, q, k, v = np.asarray([q, k, v]); that stacks them into one array, which works only when q, k and v have the same shape, so every valid cross-attention (T != S), value width d_v != d_k or broadcast call raises ValueError (an inhomogeneous shape), in attention and in multi-head attention
# kind: crash
# diagnosis: crash


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray([q, k, v])
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
