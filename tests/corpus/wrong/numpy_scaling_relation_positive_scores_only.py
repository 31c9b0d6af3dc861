# track: numpy
# exercise: scaling
# why: scaled_scores divides only the positive dot products by sqrt(d_k), np.divide(scores, sqrt(d_k), out=scores, where=scores > 0), reasoning that "only large positive scores can overflow the softmax"; every negative score is left unscaled, sqrt(d_k) times too large in size
# kind: relation
# diagnosis: scale-none
# miss: the positive scores are right and the negative ones sqrt(d_k) times too large: no relation reads a ratio that differs with the sign, so no cause leads


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q {q.shape} and k {k.shape} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = q @ np.swapaxes(k, -2, -1)
    np.divide(scores, math.sqrt(q.shape[-1]), out=scores, where=scores > 0)
    return scores
