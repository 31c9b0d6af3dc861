# track: numpy
# exercise: scaling
# why: scaled_scores ends with "return scores.data", the PyTorch habit of .data for "just the numbers"; on an ndarray .data is a memoryview of the array's buffer, so scaled_scores returns a memoryview instead of an np.ndarray
# kind: rules
# diagnosis: wrong-array-type


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return scores.data  # just the numbers, no graph
