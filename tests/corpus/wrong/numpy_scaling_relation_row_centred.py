# track: numpy
# exercise: scaling
# why: scaled_scores centres each query's row of scores on its mean, scores - scores.mean(axis=-1, keepdims=True) ("zero-mean scores keep the softmax well conditioned"), so every returned score is off by its own row's mean (the softmax would not change, the scores do)
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
    return scores - scores.mean(axis=-1, keepdims=True)
