# track: numpy
# exercise: heads
# why: attention mixes the values with the weights less their uniform share, weighted_mixture(weights - 1 / S, v) ("a uniform row should add nothing, only the preferences count"), and returns the plain weights; every output row is the expected one less the mean of the S value rows
# kind: relation
# diagnosis: offset


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    uniform = 1.0 / weights.shape[-1]
    return weighted_mixture(weights - uniform, v), weights
