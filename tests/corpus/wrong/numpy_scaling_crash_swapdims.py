# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with k.swapdims(-2, -1), the PyTorch alias of swapaxes; NumPy arrays have swapaxes but no swapdims method, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.swapdims(-2, -1)) / math.sqrt(q.shape[-1])
