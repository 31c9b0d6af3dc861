# track: numpy
# exercise: scaling
# why: scaled_scores takes d_k as q[0].size, "the number of entries in one query"; q[0] is one query row only for 2-D q, while for batched q it is a whole (T, d_k) block, so batched scores are divided by sqrt(T * d_k) (or more) instead of sqrt(d_k)
# kind: relation
# diagnosis: ratio,fails-with-leading-axes
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q[0].size
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
