# track: numpy
# exercise: scaling
# why: scaled_scores computes the keys-first product k @ q^T ("one row per key, as in the lesson's table") and turns it round with .T, which reverses every axis: right for 2-D inputs, but batched scores come back (S, T, B...) with the batch axes at the end instead of (..., T, S)
# kind: axes
# diagnosis: transpose-all-axes
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    by_key = k @ np.swapaxes(q, -2, -1)  # (..., S, T)
    return by_key.T / math.sqrt(q.shape[-1])
