# track: numpy
# exercise: scaling
# why: scaled_scores raises ValueError when k has more axes than q ("extra key batches have no queries"), but leading axes broadcast, so one query set scored against batched keys is rejected here, and attention on such q and k (valid inputs) raises too
# kind: knockon
# diagnosis: error-on-valid
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if k.ndim > q.ndim:
        raise ValueError("k has batch axes that q lacks")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
