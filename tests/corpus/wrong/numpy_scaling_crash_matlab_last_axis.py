# track: numpy
# exercise: scaling
# why: scaled_scores reads the key width the MATLAB way, size(q, ndims(q)), as d_k = q.shape[q.ndim]; Python counts axes from 0, so index q.ndim is one past the last axis and every valid call raises IndexError
# kind: crash
# diagnosis: axis-past-end
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    d_k = q.shape[q.ndim]
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(d_k)
