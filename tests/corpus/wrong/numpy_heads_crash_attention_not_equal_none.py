# track: numpy
# exercise: heads
# why: attention tests the optional mask with 'if allowed != None:', which compares every entry of a mask array with None and asks the resulting bool array for one truth value, so every masked call of attention (and of multi-head attention) raises ValueError while unmasked calls work
# kind: crash
# diagnosis: ambiguous-truth


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed != None:  # noqa: E711
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
