# track: numpy
# exercise: scaling
# why: reasons that the softmax exponentiates the scores, so "dividing by sqrt(d_k)" can be done in log space, and subtracts 0.5 * log(d_k) from the raw dot products instead of dividing them: the scores are unscaled and shifted by a constant
# kind: relation
# diagnosis: scale-none,offset, scaled-offset


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return q @ np.swapaxes(k, -2, -1) - 0.5 * math.log(q.shape[-1])
