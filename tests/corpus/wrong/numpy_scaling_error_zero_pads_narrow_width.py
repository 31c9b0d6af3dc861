# track: numpy
# exercise: scaling
# why: when the d_k of q and k differ, scaled_scores zero-pads the narrower one to the wider width ("missing features count as 0") instead of raising ValueError, so mismatched queries and keys get scores
# kind: error-case
# diagnosis: error-not-raised

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    width = max(q.shape[-1], k.shape[-1])
    if q.shape[-1] < width:
        q = np.pad(q, [(0, 0)] * (q.ndim - 1) + [(0, width - q.shape[-1])])
    if k.shape[-1] < width:
        k = np.pad(k, [(0, 0)] * (k.ndim - 1) + [(0, width - k.shape[-1])])
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(width)
