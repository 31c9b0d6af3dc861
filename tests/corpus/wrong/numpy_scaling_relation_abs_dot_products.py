# track: numpy
# exercise: scaling
# why: scaled_scores returns np.abs(q @ k^T) / sqrt(d_k), reasoning that "a compatibility is a strength of match, and a strength is never negative"; every negative dot product comes back with the wrong sign, so keys pointing away from a query score as high as keys pointing towards it
# kind: relation
# diagnosis: clipped, abs-of-expected


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.abs(q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
