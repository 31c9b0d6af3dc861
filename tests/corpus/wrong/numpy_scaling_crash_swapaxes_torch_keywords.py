# track: numpy
# exercise: scaling
# why: transposes the keys with np.swapaxes(k, dim0=-2, dim1=-1), the keyword names of PyTorch's transpose; np.swapaxes calls them axis1 and axis2, so every valid call raises TypeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q has {q.shape[-1]}, k has {k.shape[-1]}")
    k_t = np.swapaxes(k, dim0=-2, dim1=-1)  # (..., d_k, S)
    return (q @ k_t) / math.sqrt(q.shape[-1])
