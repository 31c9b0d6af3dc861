# track: numpy
# exercise: scaling
# why: scaled_scores checks the widths with q.shape[-1:] != k.shape[-1], a 1-tuple against an int, which are never equal, so every valid call raises ValueError ("q and k differ in d_k")
# kind: error
# diagnosis: error-on-valid
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1:] != k.shape[-1]:
        raise ValueError(f"q and k differ in d_k: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
