# track: numpy
# exercise: heads
# why: attention calls stable_softmax(scores, temperature=None), meaning "use the default", but the student's own (correct) stable_softmax rejects None as not a positive finite number, so attention and multi-head attention raise ValueError on every valid call
# kind: crash
# diagnosis: bad-inner-call


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, temperature=None)
    return weighted_mixture(weights, v), weights
