# track: numpy
# exercise: scaling
# why: pre-scales the queries with q /= sqrt(d_k), dividing the caller's array in place
# diagnosis: input-changed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} do not share d_k")
    q /= math.sqrt(q.shape[-1])
    return q @ np.swapaxes(k, -2, -1)
