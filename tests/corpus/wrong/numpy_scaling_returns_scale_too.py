# track: numpy
# exercise: scaling
# why: scaled_scores returns the pair (scores, scale) "so the caller can see the factor used", where the contract asks for the scores array alone
# kind: rules-types
# diagnosis: wrong-array-type


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q and k differ in d_k: {q.shape} and {k.shape}")
    scale = math.sqrt(q.shape[-1])
    return (q @ np.swapaxes(k, -2, -1)) / scale, scale
