# track: numpy
# exercise: scaling
# why: elementwise product q[..., :, None, :] * k[..., None, :, :] summed over d_k, then divided by math.sqrt


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2 or q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q {q.shape} and k {k.shape} must be (..., T, d_k) and (..., S, d_k)")
    products = q[..., :, None, :] * k[..., None, :, :]  # (..., T, S, d_k)
    return products.sum(axis=-1) / math.sqrt(q.shape[-1])
