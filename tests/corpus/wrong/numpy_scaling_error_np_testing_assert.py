# track: numpy
# exercise: scaling
# why: checks the feature widths with np.testing.assert_equal(q.shape[-1], k.shape[-1], ...), a test helper that raises AssertionError, so mismatched d_k gives AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    np.testing.assert_equal(q.shape[-1], k.shape[-1], err_msg="q and k must have the same d_k")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
