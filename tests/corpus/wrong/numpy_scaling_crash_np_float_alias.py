# track: numpy
# exercise: scaling
# why: scaled_scores builds the scale with np.float_(math.sqrt(d_k)), an alias from NumPy 1 tutorials that NumPy 2 removed, so every valid call raises AttributeError
# kind: crash
# diagnosis: crash

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    scale = np.float_(math.sqrt(q.shape[-1]))
    return (q @ np.swapaxes(k, -2, -1)) / scale
