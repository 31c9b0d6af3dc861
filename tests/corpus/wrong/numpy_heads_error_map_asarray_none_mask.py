# track: numpy
# exercise: heads
# why: attention converts all four arguments in one line, q, k, v, allowed = map(np.asarray, (q, k, v, allowed)); np.asarray(None) is a 0-d object array, not None, so the "if allowed is not None" branch is always taken and mask_scores rejects that array as a mask: every call without a mask, of attention and of multi-head attention, raises ValueError
# kind: error
# diagnosis: bad-inner-call,fails-without-mask
def attention(q, k, v, allowed=None):
    q, k, v, allowed = map(np.asarray, (q, k, v, allowed))
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
