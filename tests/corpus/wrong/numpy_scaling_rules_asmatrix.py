# track: numpy
# exercise: scaling
# why: scaled_scores writes the lesson's 2-D case as matrix algebra, np.asmatrix(q) * np.asmatrix(k).T / sqrt(d_k) ("* is the matrix product for matrices"), and keeps q @ swapaxes(k) for batched inputs; the numbers are right, but 2-D scores come back as np.matrix, not the plain np.ndarray the contract asks for
# kind: rules
# diagnosis: wrong-array-type


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if q.ndim == 2 and k.ndim == 2:
        return np.asmatrix(q) * np.asmatrix(k).T / math.sqrt(q.shape[-1])
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
