# track: numpy
# exercise: scaling
# why: scaled_scores divides by round(math.sqrt(d_k), 2), the square root rounded to two decimals as the lesson's printed tables show it (sqrt(8) as 2.83), so for every d_k that is not a perfect square the scores are off by a small constant factor
# kind: relation
# diagnosis: ratio
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scale = round(math.sqrt(q.shape[-1]), 2)
    return (q @ np.swapaxes(k, -2, -1)) / scale
