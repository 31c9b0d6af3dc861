# track: numpy
# exercise: scaling
# why: the width check builds its message with "... got widths %s" % (q.shape[-1], k.shape[-1]), one placeholder for a tuple of two values, so formatting the message raises TypeError (not all arguments converted) and mismatched d_k gives TypeError instead of the ValueError
# kind: error
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q (..., T, d_k) and k (..., S, d_k) need 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same feature width d_k; got widths %s" % (q.shape[-1], k.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
