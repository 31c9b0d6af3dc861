# track: numpy
# exercise: scaling
# why: scaled_scores computes each query's scores as NumPy 2.2's np.matvec(k, q) ("the key matrix times each query vector"), without giving k a query axis (k[..., None, :, :]); in 2-D the queries are the only loop axis and the (T, S) result is right, but with batch axes q's T axis is lined up against k's batch axis, so batched inputs raise or score the wrong pairs
# kind: axes
# diagnosis: fails-with-leading-axes, fixed-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return np.matvec(k, q) / math.sqrt(q.shape[-1])
