# track: numpy
# exercise: heads
# why: the student's scaled_scores divides by d_k ** 1/2, i.e. d_k / 2, and attention (written correctly on top of it) inherits the wrong scale in its weights and output
# kind: knock-on
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -1, -2)) / (d_k ** 1/2)


def attention(q, k, v, allowed=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
