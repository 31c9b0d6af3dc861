# track: numpy
# exercise: scaling
# why: scaled_scores converts its inputs with np.asfarray(q) and np.asfarray(k) "to be sure they are float arrays", a helper from older NumPy tutorials that NumPy 2 removed, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    q = np.asfarray(q)
    k = np.asfarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
