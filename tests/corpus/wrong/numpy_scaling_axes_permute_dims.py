# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with np.permute_dims(k), the array-API name it found for "transpose", called without axes; like np.transpose it then reverses every axis, which is the swap of the last two only for 2-D keys, so batched keys come out (d_k, S, ..., B) and the product raises or pairs the wrong axes
# kind: axes
# diagnosis: transpose-all-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.permute_dims(k)) / math.sqrt(q.shape[-1])
