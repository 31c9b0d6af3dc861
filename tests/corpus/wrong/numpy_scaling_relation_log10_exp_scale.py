# track: numpy
# exercise: scaling
# why: scaled_scores computes 1/sqrt(d_k) "in log space" as math.exp(-0.5 * math.log10(d_k)), mixing a base-10 logarithm with the natural exponential; that is d_k ** (-0.5 / ln 10) = d_k ** -0.217, so every score is too large by a factor that grows with d_k (1.80 for d_k = 8, 2.19 for d_k = 16)
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = math.exp(-0.5 * math.log10(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) * scale
