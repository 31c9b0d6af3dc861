# track: numpy
# exercise: scaling
# why: divides by the square root of the number of queries T (q.shape[-2]) instead of d_k
# kind: relation
# diagnosis: ratio:sqrt(d_k)/sqrt(T)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-2])
