# track: numpy
# exercise: scaling
# why: scaled_scores caches the transposed keys in a module dict keyed by id(k) ("the same keys are scored against many queries"), so after the caller refills the same key array with new values (or a new array reuses the id) the old keys are used
# kind: rules
# diagnosis: stale-result

_KT = {}


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    if id(k) not in _KT:
        _KT[id(k)] = np.swapaxes(k, -2, -1).copy()
    return (q @ _KT[id(k)]) / math.sqrt(q.shape[-1])
