# track: numpy
# exercise: scaling
# why: scaled_scores guards the division "against a zero width" with an epsilon, but writes q @ k^T / math.sqrt(d_k) + 1e-6, so the epsilon is added to every score instead of to the divisor
# kind: relation
# diagnosis: offset
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1]) + 1e-6
