# track: numpy
# exercise: scaling
# why: scaled_scores adds the head-size rule of fused attention kernels ("head_dim must be a multiple of 8") to its checks and raises ValueError for every d_k that is not a multiple of 8, rejecting valid inputs such as the lesson's d_k = 2
# kind: error
# diagnosis: error-on-valid


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    if q.shape[-1] % 8:
        raise ValueError(f"d_k={q.shape[-1]} must be a multiple of 8")
    return (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
