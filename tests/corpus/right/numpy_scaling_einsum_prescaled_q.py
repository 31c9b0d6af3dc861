# track: numpy
# exercise: scaling
# why: pre-scales q by 1/sqrt(d_k) (a Python float) and contracts with np.einsum


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    q = q * (1.0 / math.sqrt(q.shape[-1]))
    return np.einsum("...td,...sd->...ts", q, k)
