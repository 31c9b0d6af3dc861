# track: numpy
# exercise: heads
# why: the student's weighted_mixture divides each weights row by its largest entry before mixing, so attention (correct itself) returns an output scaled row by row while its weights are right
# kind: knock-on
# diagnosis: mixture-renormalised


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values differ in S")
    peak = np.abs(weights).max(axis=-1, keepdims=True)
    peak = np.where(peak == 0, 1, peak).astype(weights.dtype)
    return (weights / peak) @ values


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
