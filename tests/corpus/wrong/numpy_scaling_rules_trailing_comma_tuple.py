# track: numpy
# exercise: scaling
# why: the return line ends with a stray comma, return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k), so scaled_scores returns a one-element tuple holding the scores instead of the np.ndarray itself
# kind: rules-types
# diagnosis: wrong-array-type


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    d_k = q.shape[-1]
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k),
