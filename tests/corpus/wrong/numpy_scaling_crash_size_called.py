# track: numpy
# exercise: scaling
# why: scaled_scores takes the scale from math.sqrt(k.size(-1)), calling size as in PyTorch; ndarray.size is the number of elements, an int, and calling it raises TypeError, so every valid call fails once the width check has passed
# kind: crash
# diagnosis: crash


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(k.size(-1))
