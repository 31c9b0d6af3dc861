# track: numpy
# exercise: scaling
# why: scaled_scores asks the product for dtype=np.float64, np.matmul(q, np.swapaxes(k, -2, -1), dtype=np.float64) "to sum the d_k products in double precision", and never casts back, so float32 queries and keys give float64 scores, and attention and multi-head attention, which score through it, return float64 weights and outputs for float32 inputs
# kind: knockon
# diagnosis: dtype-float64


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    raw = np.matmul(q, np.swapaxes(k, -2, -1), dtype=np.float64)
    return raw / math.sqrt(q.shape[-1])
