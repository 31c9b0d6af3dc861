# track: numpy
# exercise: scaling
# why: writes the square root as d_k ** 1/2, which Python reads as (d_k ** 1) / 2, so the scores are divided by d_k / 2 instead of sqrt(d_k)
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    scores = q @ np.swapaxes(k, -1, -2)
    return scores / (d_k ** 1/2)
