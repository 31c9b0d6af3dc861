# track: numpy
# exercise: scaling
# why: after dividing by sqrt(d_k) it centres the scores on zero by subtracting their overall mean ("so the softmax sees centred logits"), so every score comes back shifted by the same constant
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
