# track: numpy
# exercise: scaling
# why: scaled_scores reads sqrt(d_k) as "the expected length of a query" (the norm of a vector of d_k unit-variance coordinates) and divides each query's row of dot products by that query's actual length, np.linalg.norm(q, axis=-1, keepdims=True), instead of by the constant sqrt(d_k), so every row of scores is off by its own factor sqrt(d_k) / ||q_t||
# kind: relation
# diagnosis: row-scale, scale-per-row


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    lengths = np.linalg.norm(q, axis=-1, keepdims=True)  # (..., T, 1)
    return (q @ np.swapaxes(k, -2, -1)) / lengths
