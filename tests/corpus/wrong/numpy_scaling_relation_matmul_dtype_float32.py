# track: numpy
# exercise: scaling
# why: scaled_scores multiplies with np.matmul(q, k^T, dtype=np.float32) "in single precision, as a GPU would"; matmul's default same_kind casting lets float64 operands be cast down, so float64 queries and keys come back as float32 scores rounded to single precision
# kind: relation
# diagnosis: dtype-changed,float32-precision
def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = np.matmul(q, np.swapaxes(k, -2, -1), dtype=np.float32)
    return scores / math.sqrt(q.shape[-1])
