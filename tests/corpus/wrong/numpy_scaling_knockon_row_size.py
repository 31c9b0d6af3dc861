# track: numpy
# exercise: scaling
# why: scaled_scores takes d_k as q[..., 0, :].size, "the number of entries in one query row"; the index keeps every leading axis, so for batched or multi-head queries that is B * d_k (B * H * d_k) instead of d_k and the scores are divided by too large a root; 2-D queries are right, and attention and multi-head attention (whose heads are 4-D) inherit the wrong scale
# kind: knockon
# diagnosis: fails-with-leading-axes,ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q[..., 0, :].size
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
