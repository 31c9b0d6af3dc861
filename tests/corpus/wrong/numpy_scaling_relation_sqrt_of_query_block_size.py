# track: numpy
# exercise: scaling
# why: scaled_scores takes "the width" as the size of one query block, math.prod(q.shape[-2:]) = T * d_k, and divides by its square root, so the scores are too small by a factor sqrt(T) that changes with the number of queries (right only for a single query)
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    width = math.prod(q.shape[-2:])
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(width)
