# track: numpy
# exercise: heads
# why: attention converts the mask up front with allowed = np.asarray(allowed, dtype=bool) "so lists work too", before testing "if allowed is not None"; np.asarray(None, dtype=bool) is array(False), so every call without a mask hides every key and raises ValueError (no visible key), in attention and in multi-head attention
# kind: error
# diagnosis: error-on-valid, fails-without-mask, bad-inner-call


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    allowed = np.asarray(allowed, dtype=bool)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
