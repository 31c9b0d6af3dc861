# track: numpy
# exercise: heads
# why: tests the optional mask with "if allowed:" instead of "if allowed is not None:", and the truth value of a mask with more than one entry is ambiguous, so attention raises ValueError on every valid masked call
# kind: crash
# diagnosis: error-on-valid, crash


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
