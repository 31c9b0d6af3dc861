# track: numpy
# exercise: scaling
# why: clips the scaled scores to [-5, 5] "so that the softmax cannot overflow"
# kind: relation
# diagnosis: clipped


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return np.clip(scores, -5, 5)
