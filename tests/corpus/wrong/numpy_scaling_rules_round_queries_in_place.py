# track: numpy
# exercise: scaling
# why: scaled_scores rounds the queries and keys to 6 decimals in place, np.round(q, 6, out=q) and np.round(k, 6, out=k) ("so the scores are reproducible across machines"), which overwrites the caller's arrays and rounds every score
# kind: rules
# diagnosis: input-changed
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    np.round(q, 6, out=q)
    np.round(k, 6, out=k)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
