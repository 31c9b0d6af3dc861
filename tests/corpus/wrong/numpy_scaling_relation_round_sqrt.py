# track: numpy
# exercise: scaling
# why: scaled_scores divides by round(math.sqrt(d_k)), "a whole-number scale as in the lesson's d_k = 4 example", so the scale is right only when d_k is a perfect square: with d_k = 2, 3, 8 or 32 the scores are divided by 1, 2, 3 or 6 instead of 1.41, 1.73, 2.83 or 5.66
# kind: relation
# diagnosis: ratio


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return (q @ np.swapaxes(k, -2, -1)) / round(math.sqrt(q.shape[-1]))
