# track: numpy
# exercise: scaling
# why: finishes scaled_scores with np.exp "so that scores are positive similarities", returning exp(q k^T / sqrt(d_k)) instead of the scaled dot products themselves
# kind: relation
# diagnosis: exp-of-expected

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes, got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {q.shape} vs k {k.shape}")
    return np.exp((q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1]))
