# track: numpy
# exercise: scaling
# why: scaled_scores adds a guard against keys passed as K^T, raising ValueError whenever the keys have fewer rows than features (k.shape[-2] < k.shape[-1], "k must have come transposed, (d_k, S)"); fewer keys than features is perfectly valid, so every such call is rejected
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if k.shape[-2] < k.shape[-1]:
        raise ValueError(f"k {k.shape} has fewer keys than features: pass k as (..., S, d_k), not K^T")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
