# track: numpy
# exercise: heads
# why: attention indents its softmax line under "if allowed is not None:", so without a mask the local name weights is never assigned and every unmasked call of attention (and of multi-head attention) raises UnboundLocalError
# kind: crash
# diagnosis: crash, fails-without-mask


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
        weights = stable_softmax(scores)  # (..., T, S)
    return weighted_mixture(weights, v), weights
