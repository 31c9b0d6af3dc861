# track: numpy
# exercise: scaling
# why: raises TypeError instead of ValueError when the d_k of q and k differ
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise TypeError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
