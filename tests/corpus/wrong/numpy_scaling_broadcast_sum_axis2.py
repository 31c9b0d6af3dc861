# track: numpy
# exercise: scaling
# why: forms every query-key product by broadcasting, q[..., :, None, :] * k[..., None, :, :], then sums the features with .sum(axis=2), the feature axis only for 2-D inputs; with leading axes axis 2 is S, so batched scores are summed over the keys and come out with the wrong shape
# kind: axes-shapes
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def scaled_scores(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    products = q[..., :, None, :] * k[..., None, :, :]  # (..., T, S, d_k)
    return products.sum(axis=2) / math.sqrt(q.shape[-1])
