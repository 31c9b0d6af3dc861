# track: numpy
# exercise: scaling
# why: scaled_scores returns np.squeeze(scores) "to drop stray singleton axes", which also removes axes that belong to the result: a single query (T = 1), a single key (S = 1) or a batch of one lose their axis
# kind: axes-shapes
# diagnosis: missing-axis


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    return np.squeeze(scores)
