# track: numpy
# exercise: scaling
# why: when the feature widths of q and k differ, scaled_scores keeps only the first min(d_q, d_k) features of both ("the extra features have no partner") and scores them, instead of raising ValueError; matching widths are right
# kind: error
# diagnosis: error-not-raised
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    d_k = min(q.shape[-1], k.shape[-1])
    q = q[..., :d_k]
    k = k[..., :d_k]
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
