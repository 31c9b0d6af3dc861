# track: numpy
# exercise: scaling
# why: asks np.matmul for dtype=np.float64 "to accumulate the dot products in double precision", so float32 inputs give float64 scores
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = np.matmul(q, np.swapaxes(k, -2, -1), dtype=np.float64)
    return scores / math.sqrt(q.shape[-1])
