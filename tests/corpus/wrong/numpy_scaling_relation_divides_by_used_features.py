# track: numpy
# exercise: scaling
# why: scaled_scores divides each query's scores by the square root of the number of features that query actually uses, np.sqrt(np.count_nonzero(q, axis=-1, keepdims=True)), instead of sqrt(d_k); it equals d_k for dense random queries, but every query with zero features (the lesson's q = [1, 0]) is scaled by its own wrong factor (and the count is float64)
# kind: relation
# diagnosis: scale-per-row,dtype-float64


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    used = np.count_nonzero(q, axis=-1, keepdims=True)
    return (q @ np.swapaxes(k, -2, -1)) / np.sqrt(used)
