# track: numpy
# exercise: scaling
# why: scaled_scores checks the widths with q.shape[1:] != k.shape[1:] ("everything but the rows must agree"), which is d_k against d_k only for 2-D inputs; with a batch axis it also compares T with S, so valid batched cross-attention (T != S) raises ValueError
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q (..., T, d_k) and k (..., S, d_k) need at least 2 axes")
    if q.shape[1:] != k.shape[1:]:
        raise ValueError(f"q {q.shape} and k {k.shape} have different feature widths")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
