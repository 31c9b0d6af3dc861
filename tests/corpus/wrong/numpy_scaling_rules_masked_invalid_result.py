# track: numpy
# exercise: scaling
# why: scaled_scores returns np.ma.masked_invalid(scores) "so that a NaN or inf score shows up masked when printed"; the numbers are right, but the result is a numpy.ma.MaskedArray, not the plain np.ndarray the track returns
# kind: rules
# diagnosis: wrong-array-type
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return np.ma.masked_invalid(scores)
