# track: numpy
# exercise: scaling
# why: reads d_k as q.shape[2], assuming (B, T, d_k): 2-D inputs raise IndexError and 4-D ones use T
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    d_k = q.shape[2]  # (batch, seq, d_k)
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
