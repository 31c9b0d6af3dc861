# track: numpy
# exercise: scaling
# why: scaled_scores forms every product by broadcasting, (q[..., None, :, :] * k[..., :, None, :]).sum(-1), giving the queries the new axis in front and the keys the new axis behind, so the result is (..., S, T), the transposed scores (a size mismatch when the batch axes do not fit)
# kind: axes
# diagnosis: scores-transposed
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    prods = q[..., None, :, :] * k[..., :, None, :]
    return prods.sum(axis=-1) / math.sqrt(q.shape[-1])
