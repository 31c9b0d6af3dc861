# track: numpy
# exercise: scaling
# why: validates with q.shape != k.shape, so cross-attention (S != T) and broadcast batch axes are rejected though only d_k must agree
# kind: inputs-errors
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape != k.shape:
        raise ValueError(f"q and k must have the same shape; got {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
