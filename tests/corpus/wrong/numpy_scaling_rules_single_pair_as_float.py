# track: numpy
# exercise: scaling
# why: scaled_scores returns scores.item() when there is a single query-key pair ("one score is just a number"), so for scores of size 1 it hands back a Python float instead of an np.ndarray of shape (..., 1, 1)
# kind: rules
# diagnosis: wrong-array-type, missing-axis


def scaled_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.ndim < 2 or k.ndim < 2:
        raise ValueError(f"q and k need at least 2 axes; got {q.shape} and {k.shape}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scores = (q @ np.swapaxes(k, -2, -1)) / math.sqrt(q.shape[-1])
    if scores.size == 1:
        return scores.item()
    return scores
