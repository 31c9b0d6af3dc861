# track: numpy
# exercise: scaling
# why: scaled_scores reads the sizes through dims = np.array(q.shape) and scales by d_k ** -0.5 with d_k = dims[-1]; that d_k is a NumPy int64, so the scale is a NumPy float64 scalar, which under NumPy 2 promotes float32 scores to float64: float32 queries and keys get float64 scores, and attention and multi-head attention return float64 for float32 inputs
# kind: knockon
# diagnosis: dtype-float64
def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    dims = np.array(q.shape)  # (..., T, d_k)
    d_k = dims[-1]
    return (q @ np.swapaxes(k, -2, -1)) * d_k ** -0.5
