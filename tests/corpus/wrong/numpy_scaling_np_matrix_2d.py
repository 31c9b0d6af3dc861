# track: numpy
# exercise: scaling
# why: handles the 2-D case with np.asmatrix (so * is the matrix product) and returns that np.matrix instead of a plain ndarray
# kind: array-type
# diagnosis: wrong-array-type


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = math.sqrt(q.shape[-1])
    if q.ndim == 2 and k.ndim == 2:
        return (np.asmatrix(q) * np.asmatrix(k).T) / scale
    return (q @ np.swapaxes(k, -2, -1)) / scale
