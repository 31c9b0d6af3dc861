# track: numpy
# exercise: scaling
# why: scaled_scores builds its scale "in the inputs' dtype" as q.dtype(math.sqrt(d_k)), by analogy with np.float32(x); but q.dtype is a dtype object, not a scalar type (that would be q.dtype.type), and calling it raises TypeError on every valid call
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = q.dtype(math.sqrt(q.shape[-1]))  # keep the scale in the inputs' dtype
    return (q @ np.swapaxes(k, -2, -1)) / scale
