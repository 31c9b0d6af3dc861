# track: numpy
# exercise: scaling
# why: transposes the keys with np.rollaxis(k, 1), which rolls axis 1 to the front: the matrix transpose for 2-D keys, but with a batch axis it moves S in front of the batch instead of swapping S and d_k, so batched scores raise or come out wrong
# kind: axes
# diagnosis: transpose-all-axes,fails-with-leading-axes

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {q.shape} vs k {k.shape}")
    return (q @ np.rollaxis(k, 1)) / math.sqrt(q.shape[-1])
