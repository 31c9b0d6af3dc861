# track: numpy
# exercise: heads
# why: attention is right, but the student's scaled_scores (exercise 2) rejects queries and keys whose leading axes differ (q.shape[:-2] != k.shape[:-2] raises ValueError, "one key set per query set"), so attention rejects every valid call where one key set is shared by batched queries or the batch axes broadcast
# kind: knockon
# diagnosis: bad-inner-call,error-on-valid
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    if q.shape[:-2] != k.shape[:-2]:
        raise ValueError(f"q and k must have the same batch axes; got {q.shape[:-2]} and {k.shape[:-2]}")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
