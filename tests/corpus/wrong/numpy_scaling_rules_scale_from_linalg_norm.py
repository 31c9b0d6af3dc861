# track: numpy
# exercise: scaling
# why: scaled_scores takes sqrt(d_k) as the length of a vector of d_k ones, np.linalg.norm(np.ones(d_k)) ("the scale is the norm of a unit-variance vector"); the value is right, but it is a NumPy float64 scalar, so float32 queries and keys give float64 scores
# kind: rules
# diagnosis: dtype-float64, dtype-changed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = np.linalg.norm(np.ones(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) / scale
