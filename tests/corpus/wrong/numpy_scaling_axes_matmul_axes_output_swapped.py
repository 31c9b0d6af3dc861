# track: numpy
# exercise: scaling
# why: scaled_scores lets np.matmul transpose the keys through its axes= argument, np.matmul(q, k, axes=[(-2, -1), (-1, -2), (-1, -2)]), but also gives the output axes reversed, so the scores come out (..., S, T) instead of (..., T, S)
# kind: axes-shapes
# diagnosis: scores-transposed,transposed

def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape} and {k.shape}")
    scores = np.matmul(q, k, axes=[(-2, -1), (-1, -2), (-1, -2)])
    return scores / math.sqrt(q.shape[-1])
