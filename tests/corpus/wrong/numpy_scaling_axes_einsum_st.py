# track: numpy
# exercise: scaling
# why: scaled_scores writes the dot products as np.einsum("...td,...sd->...st", q, k), the output letters in key-major order, so the scores come back (..., S, T), the expected scores with their last two axes swapped
# kind: axes
# diagnosis: scores-transposed,transposed


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return np.einsum("...td,...sd->...st", q, k) / math.sqrt(q.shape[-1])
