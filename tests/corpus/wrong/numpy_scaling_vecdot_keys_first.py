# track: numpy
# exercise: scaling
# why: computes every dot product with NumPy 2's np.vecdot(k[..., :, None, :], q[..., None, :, :]), putting the keys on the rows, so the scores come out (..., S, T), the transpose of (..., T, S)
# kind: axes-shapes
# diagnosis: scores-transposed, transposed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.vecdot(k[..., :, None, :], q[..., None, :, :]) / math.sqrt(q.shape[-1])
