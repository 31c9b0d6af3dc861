# track: numpy
# exercise: scaling
# why: builds every query-key product by broadcasting q[:, None, :] * k[None, :, :] and summing the features; the indices are written for 2-D arrays, so with a batch axis the shapes do not line up (a broadcast ValueError, or wrong scores when T equals the batch)
# kind: crash
# diagnosis: fixed-leading-axes, fails-with-leading-axes, fixed-ndim, error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q[:, None, :] * k[None, :, :]  # (T, S, d_k)
    return products.sum(axis=-1) / math.sqrt(q.shape[-1])
