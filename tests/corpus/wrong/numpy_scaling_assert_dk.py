# track: numpy
# exercise: scaling
# why: checks the d_k mismatch with an assert, so the bad input raises AssertionError (or nothing under python -O) instead of ValueError
# kind: inputs-errors
# diagnosis: error-not-valueerror


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    assert q.shape[-1] == k.shape[-1], f"d_k mismatch: {q.shape} vs {k.shape}"
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
