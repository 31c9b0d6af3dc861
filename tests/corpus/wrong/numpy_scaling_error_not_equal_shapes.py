# track: numpy
# exercise: scaling
# why: scaled_scores compares the widths with np.not_equal(q.shape, k.shape)[-1], an element-wise comparison of the two whole shape tuples; when q and k have different numbers of axes (valid: 2-D keys shared by batched queries) the shapes themselves cannot be broadcast and NumPy raises ValueError, so valid broadcasting calls are rejected
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if np.not_equal(q.shape, k.shape)[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
