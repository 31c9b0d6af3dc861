# track: numpy
# exercise: scaling
# why: takes d_k as len(q[0]) (the length of the first row, a list habit), which is d_k only for 2-D q: with a batch axis it is T, so batched scores are divided by sqrt(T)
# kind: pattern
# diagnosis: fails-with-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = len(q[0])
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
