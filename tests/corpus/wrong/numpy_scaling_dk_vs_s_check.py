# track: numpy
# exercise: scaling
# why: validates q.shape[-1] against k.shape[-2] (S) as if k were already transposed, so valid inputs with S != d_k raise ValueError
# kind: error-case
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-2]:
        raise ValueError(f"q {q.shape} and k {k.shape} cannot be multiplied")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
