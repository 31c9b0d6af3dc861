# track: numpy
# exercise: scaling
# why: scaled_scores multiplies by d_k ** (-1 // 2), meaning d_k ** (-1/2); but // is floor division and -1 // 2 is -1, so the scores are multiplied by 1/d_k, i.e. divided by d_k instead of sqrt(d_k)
# kind: relation
# diagnosis: scale-dk


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    d_k = q.shape[-1]
    if d_k != k.shape[-1]:
        raise ValueError(f"q has d_k={d_k} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) * d_k ** (-1 // 2)
