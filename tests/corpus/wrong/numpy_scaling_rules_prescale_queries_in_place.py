# track: numpy
# exercise: scaling
# why: scaled_scores scales the queries before the product "so the big (T, S) matrix is never divided", with q *= 1 / math.sqrt(d_k); np.asarray returns the caller's own array, so the caller's q is divided in place (the scores themselves are right on the first call)
# kind: rules
# diagnosis: input-changed
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    q *= 1 / math.sqrt(q.shape[-1])
    return q @ np.swapaxes(k, -2, -1)
