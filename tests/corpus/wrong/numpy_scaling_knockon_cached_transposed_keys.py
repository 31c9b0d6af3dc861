# track: numpy
# exercise: scaling
# why: scaled_scores gets k^T from the student's helper _keys_t, which caches the transposed keys per key shape ("the keys are the same for every query, transpose them once"); every later call with other keys of the same shape is scored against the first call's keys
# kind: knockon
# diagnosis: stale-result

_KEYS_T = {}


def _keys_t(k):
    if k.shape not in _KEYS_T:
        _KEYS_T[k.shape] = np.swapaxes(k, -2, -1).copy()
    return _KEYS_T[k.shape]


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ _keys_t(k)) / math.sqrt(q.shape[-1])
