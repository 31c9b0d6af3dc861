# track: numpy
# exercise: scaling
# why: scales q and k each by 1/sqrt(d_k) "to keep both small" before the product, so the scores end up divided by d_k
# kind: relation
# diagnosis: scale-dk


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {q.shape} vs k {k.shape}")
    scale = 1.0 / math.sqrt(q.shape[-1])
    q_s = q * scale
    k_s = k * scale
    return q_s @ np.swapaxes(k_s, -2, -1)
