# track: numpy
# exercise: scaling
# why: scaled_scores converts q and k with the student's helper _as_float(x) = np.asarray(x, dtype=np.promote_types(np.asarray(x).dtype, np.float64)), meant to "turn integer inputs into floats"; promoting any float32 dtype with float64 gives float64, so float32 queries and keys come back as float64 scores
# kind: knockon
# diagnosis: dtype-float64
def _as_float(x):
    x = np.asarray(x)
    return np.asarray(x, dtype=np.promote_types(x.dtype, np.float64))


def scaled_scores(q, k):
    q = _as_float(q)
    k = _as_float(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
