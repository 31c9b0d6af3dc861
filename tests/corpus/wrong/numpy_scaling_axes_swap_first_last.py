# track: numpy
# exercise: scaling
# why: scaled_scores transposes the keys with np.swapaxes(k, 0, -1), the first and the last axis, which is the transpose only for a 2-D k; with a batch or head axis it swaps the batch with d_k, so batched inputs raise or come back wrong
# kind: axes
# diagnosis: transpose-all-axes,fixed-leading-axes
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, 0, -1)) / math.sqrt(q.shape[-1])
