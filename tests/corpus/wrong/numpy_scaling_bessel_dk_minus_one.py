# track: numpy
# exercise: scaling
# why: divides by math.sqrt(d_k - 1), applying the n - 1 of the sample variance (Bessel's correction) to the variance argument for the scale, so the scores are too large by sqrt(d_k / (d_k - 1)) (and d_k = 1 divides by zero)
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q and k differ in d_k: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1] - 1)
