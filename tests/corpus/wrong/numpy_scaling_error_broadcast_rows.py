# track: numpy
# exercise: scaling
# why: scaled_scores checks that "q and k broadcast" with np.broadcast_shapes(q.shape[:-1], k.shape[:-1]), cutting off only the feature axis, so the query count T meets the key count S: every valid call with T != S (and no axis of length 1 to hide it) raises ValueError
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    try:
        np.broadcast_shapes(q.shape[:-1], k.shape[:-1])
    except ValueError as err:
        raise ValueError(f"the leading axes of q {q.shape} and k {k.shape} do not broadcast") from err
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
