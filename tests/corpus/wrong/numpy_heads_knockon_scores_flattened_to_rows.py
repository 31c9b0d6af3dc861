# track: numpy
# exercise: heads
# why: the student's scaled_scores flattens q and k to 2-D rows (reshape(-1, d_k)) before q @ k.T and reshapes to q's leading axes, so with batched keys every query is scored against the keys of every batch element: attention on batched inputs and multi-head attention get (..., T, B*S)-wide scores and fail or return the wrong weights
# kind: knockon
# diagnosis: fails-with-leading-axes,fixed-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    d_k = q.shape[-1]
    if d_k != k.shape[-1]:
        raise ValueError(f"d_k differs: {d_k} and {k.shape[-1]}")
    flat = q.reshape(-1, d_k) @ k.reshape(-1, d_k).T  # every query row against every key row
    return flat.reshape(*q.shape[:-1], -1) / math.sqrt(d_k)
