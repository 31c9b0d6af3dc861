# track: numpy
# exercise: heads
# why: attention returns its weights as np.ma.masked_equal(weights, 0) "so hidden keys show blank in the heat map", a MaskedArray instead of the plain np.ndarray the contract asks for
# kind: rules
# diagnosis: wrong-array-type


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    output = weighted_mixture(weights, v)
    return output, np.ma.masked_equal(weights, 0)
