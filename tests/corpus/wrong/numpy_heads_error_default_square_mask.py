# track: numpy
# exercise: heads
# why: attention always masks, and without a mask it builds a default "all visible" mask np.ones((T, T), dtype=bool) from the number of queries on both axes; for cross-attention with T != S that (T, T) mask does not broadcast to the (..., T, S) scores, so mask_scores raises ValueError on every valid unmasked call with T != S
# kind: error
# diagnosis: bad-inner-call, needs-square


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is None:
        # no mask given: every query sees every key
        allowed = np.ones((q.shape[-2], q.shape[-2]), dtype=bool)
    scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
