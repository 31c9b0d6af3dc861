# track: numpy
# exercise: scaling
# why: transposes the keys with np.transpose(k, (0, 2, 1)), written for one batch axis, so unbatched or multi-batch keys fail
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fixed-ndim


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = np.transpose(k, (0, 2, 1))  # (B, d_k, S)
    return (q @ k_t) / math.sqrt(q.shape[-1])
