# track: numpy
# exercise: scaling
# why: scaled_scores adds a guard that raises ValueError when q or k has a single position (T < 2 or S < 2, "a score table needs at least two rows to compare"), although one query or one key is valid; the lesson's own worked example, one query against three keys, is rejected
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.shape[-2] < 2 or k.shape[-2] < 2:
        raise ValueError("a score table needs at least two queries and two keys")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
