# track: numpy
# exercise: scaling
# why: scaled_scores turns the keys "on their side" with np.rot90(k, axes=(-1, -2)) instead of transposing them; a quarter turn is a transpose followed by a flip, so the shapes fit the product but the key columns come out in reverse order: every query's scores list the keys from last to first
# kind: axes
# diagnosis: reordered, scores-transposed, axis-flipped


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    k_t = np.rot90(k, axes=(-1, -2))  # (..., d_k, S)
    return (q @ k_t) / math.sqrt(q.shape[-1])
