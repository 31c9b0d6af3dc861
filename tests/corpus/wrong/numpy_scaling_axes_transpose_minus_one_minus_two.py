# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with np.transpose(k, (-1, -2)), meaning "swap the last two axes"; np.transpose takes a full permutation of every axis, which (-1, -2) is only for 2-D keys, so every batched or multi-head call raises "axes don't match array"
# kind: axes
# diagnosis: transpose-all-axes, fixed-ndim


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.transpose(k, (-1, -2))) / math.sqrt(q.shape[-1])
