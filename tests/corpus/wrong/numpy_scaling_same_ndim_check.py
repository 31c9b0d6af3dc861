# track: numpy
# exercise: scaling
# why: raises ValueError unless q and k have the same number of axes, so a 2-D k shared by batched queries (valid broadcasting) is rejected
# kind: error-case
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim != k.ndim:
        raise ValueError(f"q and k must have the same rank, got {q.ndim} and {k.ndim}")
    if q.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
