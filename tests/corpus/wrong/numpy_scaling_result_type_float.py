# track: numpy
# exercise: scaling
# why: converts q and k with np.asarray(..., dtype=np.result_type(q, k, float)) "to make sure the scores are floating point"; the Python type float counts as float64 there, so float32 inputs give float64 scores
# kind: rules-types
# diagnosis: dtype-float64, dtype-changed


def scaled_scores(q, k):
    dtype = np.result_type(q, k, float)
    q = np.asarray(q, dtype=dtype)
    k = np.asarray(k, dtype=dtype)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
