# track: numpy
# exercise: scaling
# why: scaled_scores centres the scaled scores on their overall mean, scores - scores.mean() ("the softmax is shift-invariant, so centring is free and keeps the numbers small"); one constant for the whole array does cancel in each row's softmax, but the scores themselves are off by that constant
# kind: relation
# diagnosis: offset
def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return scores - scores.mean()
