# track: numpy
# exercise: scaling
# why: scaled_scores checks the widths with q.shape[-1] != k.shape[-2], as if k arrived already transposed (d_k, S) like the k^T of the formula, and then transposes k itself; every valid call with S != d_k raises ValueError and mismatched widths with S == d_q get past the check
# kind: error
# diagnosis: error-on-valid
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-2]:  # k^T is (d_k, S)
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-2]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
