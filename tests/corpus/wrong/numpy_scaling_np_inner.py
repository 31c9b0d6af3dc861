# track: numpy
# exercise: scaling
# why: uses np.inner(q, k), equal to q @ k.T in 2-D but an all-batches-against-all product with leading axes
# kind: knock-on
# diagnosis: dot-not-matmul, fails-with-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return np.inner(q, k) / math.sqrt(q.shape[-1])
