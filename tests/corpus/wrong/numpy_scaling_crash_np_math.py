# track: numpy
# exercise: scaling
# why: scaled_scores takes the square root with np.math.sqrt(d_k), from older tutorials where np.math was an alias of the math module; NumPy 2 removed np.math, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.shape[-1]
    return (q @ np.swapaxes(k, -2, -1)) / np.math.sqrt(d_k)
