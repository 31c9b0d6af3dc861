# track: numpy
# exercise: scaling
# why: scaled_scores lines q and k up on _batch_shape(q, k), a helper that returns the longer of the two batch shapes (max(..., key=len)) instead of broadcasting them, and np.broadcast_to then refuses whenever the other operand has an axis the chosen shape cannot stretch, e.g. q (1, T, d_k) against k (B, S, d_k), or (B, 1, ...) against (1, H, ...), so valid broadcasting inputs raise
# kind: knockon
# diagnosis: one-way-broadcast


def _batch_shape(a, b):
    """The leading (batch) axes shared by a and b."""
    return max(a.shape[:-2], b.shape[:-2], key=len)


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    batch = _batch_shape(q, k)
    q = np.broadcast_to(q, batch + q.shape[-2:])
    k = np.broadcast_to(k, batch + k.shape[-2:])
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
