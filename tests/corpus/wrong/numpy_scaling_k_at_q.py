# track: numpy
# exercise: scaling
# why: multiplies in the wrong order, k @ swapaxes(q), which gives the (..., S, T) transpose of the scores
# kind: axes
# diagnosis: scores-transposed, transposed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (k @ np.swapaxes(q, -2, -1)) / math.sqrt(q.shape[-1])
