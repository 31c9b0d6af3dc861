# track: numpy
# exercise: scaling
# why: scaled_scores memoises its scores in a module dict keyed by q.tobytes() and the two shapes ("the same queries are scored again and again"), leaving the keys' values out of the key, so a later call with the same queries and other keys of the same shape returns the scores of the first keys
# kind: rules
# diagnosis: stale-result:argument

_SCORES_CACHE = {}


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    key = (q.tobytes(), q.shape, k.shape, q.dtype.str)
    if key not in _SCORES_CACHE:
        _SCORES_CACHE[key] = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return _SCORES_CACHE[key].copy()
