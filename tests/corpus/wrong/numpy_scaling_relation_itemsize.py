# track: numpy
# exercise: scaling
# why: scaled_scores divides by math.sqrt(q.itemsize), taking ndarray.itemsize for "the size of one item (one query vector)"; itemsize is the number of bytes per entry, 8 for float64 and 4 for float32, so the scores are divided by sqrt(8) or 2 whatever d_k is
# kind: relation
# diagnosis: ratio:fixed-scale
# miss: the scale follows the dtype (sqrt(8) in float64, 2 in float32); a fixed scale is read only where one number holds across every wrong case, so each ratio reads as a constant no size names


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.itemsize)
