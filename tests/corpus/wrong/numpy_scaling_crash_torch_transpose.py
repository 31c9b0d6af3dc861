# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with k.transpose(-1, -2), the PyTorch spelling for swapping two axes; ndarray.transpose takes a full permutation instead, so it happens to give the transpose of a 2-D k but raises ValueError (axes don't match array) for every batched or multi-head k
# kind: crash
# diagnosis: crash
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
