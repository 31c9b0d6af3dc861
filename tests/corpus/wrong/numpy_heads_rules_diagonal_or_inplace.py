# track: numpy
# exercise: heads
# why: attention makes sure every query sees at least its own position ("the decoder always has one visible key") with allowed |= np.eye(T, S, dtype=bool) on the array np.asarray handed back, which is the caller's own mask: the caller's mask gets its diagonal switched on in place, and wherever it hid a query's own key that key is attended (a row with no visible key is no longer rejected)
# kind: rules
# diagnosis: input-changed,fails-when-diagonal-hidden
def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        allowed = np.asarray(allowed)
        allowed |= np.eye(scores.shape[-2], scores.shape[-1], dtype=bool)
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
