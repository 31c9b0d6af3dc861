# track: numpy
# exercise: scaling
# why: scaled_scores builds its scale as math.sqrt(d_k).astype(q.dtype), the dtype-keeping idiom np.sqrt(key_size).astype(key.dtype) of JAX/Haiku code with math.sqrt swapped in; math.sqrt returns a Python float, which has no astype, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    scale = math.sqrt(q.shape[-1]).astype(q.dtype)  # keep the inputs' dtype
    return (q @ np.swapaxes(k, -2, -1)) / scale
