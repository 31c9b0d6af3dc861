# track: numpy
# exercise: scaling
# why: scaled_scores adds 1.0 to the dot products before scaling ("so orthogonal query/key pairs do not score exactly 0"), so every score is shifted by 1/sqrt(d_k)
# kind: relation
# diagnosis: scaled-offset,offset

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    return (q @ np.swapaxes(k, -2, -1) + 1.0) / math.sqrt(q.shape[-1])
